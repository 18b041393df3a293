-- Buffer settings for YaoXiang (爻象) files.
if vim.b.did_ftplugin then
  return
end
vim.b.did_ftplugin = 1

vim.bo.commentstring = "// %s"
vim.bo.comments = "s1:/*,mb:*,ex:*/,://"
vim.bo.shiftwidth = 4
vim.bo.tabstop = 4
vim.bo.softtabstop = 4
vim.bo.expandtab = true

vim.b.undo_ftplugin = "setlocal commentstring< comments< shiftwidth< tabstop< softtabstop< expandtab<"

-- Tree-sitter highlighting, when the `yaoxiang` parser is installed
-- (nvim-treesitter's classic `highlight` module does this by itself; the
-- `main` branch and a bare Neovim leave it to the user).
pcall(vim.treesitter.start, 0, "yaoxiang")
