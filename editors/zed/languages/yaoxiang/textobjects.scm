; Text objects (Zed vim mode: `af`/`if`, `ac`/`ic`, `gc`).

; Functions: bindings whose value is a block body, and lambdas.
(binding
  type: (function_type)
  value: (block
    "{"
    (_)* @function.inside
    "}")) @function.around

(_top_level_statement/binding
  target: (identifier)
  !type
  value: (block
    "{"
    (_)* @function.inside
    "}")) @function.around

(lambda
  body: (block
    "{"
    (_)* @function.inside
    "}")) @function.around

(lambda
  body: (_) @function.inside) @function.around

; Types: record and interface bodies.
(type_definition
  value: (record_type
    "{"
    (_)* @class.inside
    "}")) @class.around

(generic_type_definition
  body: (record_type
    "{"
    (_)* @class.inside
    "}")) @class.around

; Comments.
(line_comment)+ @comment.around

(block_comment) @comment.around
