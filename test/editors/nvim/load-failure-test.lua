-- Run by scripts/test-editors.sh in Neovim 0.10 with a parser built for
-- ABI 15 (YX_PARSER_SITE/parser/yaoxiang.so), which it cannot load: opening
-- .yx files must report that once (vim.notify, naming the ABI mismatch), not
-- fail silently. Prints "N passed, N failed"; exits 1 on failure.
local repo = assert(vim.env.YX_REPO, 'YX_REPO not set')
vim.opt.runtimepath:prepend(assert(vim.env.YX_PARSER_SITE, 'YX_PARSER_SITE not set'))
vim.opt.runtimepath:prepend(repo .. '/editors/neovim')
vim.cmd('runtime! ftdetect/yaoxiang.lua')
local notes = {}
vim.notify = function(msg, level)
  table.insert(notes, { msg = msg, level = level })
end
vim.cmd('edit ' .. vim.fn.fnameescape(repo .. '/corpus/geometry/src/main.yx'))
vim.cmd('edit ' .. vim.fn.fnameescape(repo .. '/corpus/geometry/src/shapes.yx'))
local ok = #notes == 1 and notes[1].level == vim.log.levels.WARN and notes[1].msg:find('ABI', 1, true) ~= nil
io.stdout:write((ok and 'ok      ' or 'FAILED  ')
  .. 'a parser Neovim cannot load is reported once, naming the ABI mismatch'
  .. (ok and '' or ('\n        notifications: ' .. vim.inspect(notes))) .. '\n')
io.stdout:write(string.format('%d passed, %d failed\n', ok and 1 or 0, ok and 0 or 1))
vim.cmd(ok and 'qall!' or 'cquit 1')
