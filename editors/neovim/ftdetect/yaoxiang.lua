-- YaoXiang (爻象) source files.
vim.filetype.add({ extension = { yx = "yaoxiang" } })
