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
-- Re-indent a line that starts with `.` (a method chain continued on the
-- next line) or with a binary operator (formatting.md §9.2 breaks before it;
-- `=>` of a long match arm, §7.5) once it is typed, like `}` and `)`: with
-- nvim-treesitter's indentexpr it goes one level in. `<`, `>` and `*` are
-- special in 'indentkeys' (`<<>`, `<>>`, `<*>`). `/` is re-indented again at
-- `//` and `/*` (a comment, not a continuation), `and`/`or` at the space
-- after them (not `order`), `!=` at its `=` (a leading `!` starts a
-- statement), `=` (`==`, `=>`) as the word `=` (`0==`: a bare `0=` is an
-- empty word).
-- Not at `:` (in the default 'indentkeys' for C labels): `area:` starting a
-- declaration would be re-indented while its line is still unfinished, read
-- as an ERROR and aligned after the `{` above (85a D9).
vim.opt_local.indentkeys:remove(":")
vim.opt_local.indentkeys:append({
  "0.",
  "0+",
  "0-",
  "0<*>",
  "0/",
  "0=//",
  "0=/*",
  "0%",
  "0<<>",
  "0<>>",
  "0=!=",
  "0=and ",
  "0=or ",
  "0==",
})

vim.b.undo_ftplugin = "setlocal commentstring< comments< shiftwidth< tabstop< softtabstop< expandtab< indentkeys<"

-- Tree-sitter highlighting, when the `yaoxiang` parser is installed
-- (nvim-treesitter's classic `highlight` module does this by itself; the
-- `main` branch and a bare Neovim leave it to the user).
--
-- A parser that is missing or cannot be loaded (Neovim 0.10 and a parser
-- built for ABI 15, a broken build) or a query that does not compile is
-- reported once per session, instead of leaving the user without colours and
-- without a word. `editors/neovim/install.sh --parser` builds the parser for
-- the running Neovim's ABI.

--- Loads the parser: true, or false and the reason.
local function load_parser()
  -- Neovim 0.11+ returns true, or nil and a message; 0.10 returns nothing
  -- and raises the error.
  local ok, result, message = pcall(vim.treesitter.language.add, "yaoxiang")
  if not ok then
    return false, result
  end
  if result == nil and message ~= nil then
    return false, message
  end
  return true
end

local function report_once(problem)
  if vim.g.yaoxiang_treesitter_problem_reported then
    return
  end
  vim.g.yaoxiang_treesitter_problem_reported = true
  vim.notify(
    "yaoxiang: no tree-sitter highlighting: "
      .. tostring(problem)
      .. "\nInstall or rebuild the parser for this Neovim: editors/neovim/install.sh --parser",
    vim.log.levels.WARN
  )
end

local loaded, problem = load_parser()
if loaded then
  local started, start_error = pcall(vim.treesitter.start, 0, "yaoxiang")
  if not started then
    report_once(start_error)
  end
else
  report_once(problem)
end
