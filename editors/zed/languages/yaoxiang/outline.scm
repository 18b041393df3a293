; Outline / symbol list (Zed): top-level bindings, type definitions,
; methods, and the fields and methods of type bodies (nested under their
; type by range).

(type_definition
  (visibility_modifier)? @context
  name: (identifier) @name) @item

(generic_type_definition
  (visibility_modifier)? @context
  name: (identifier) @name) @item

; The fields and methods of a type's own body; not those of a record type
; written as a local's annotation (`i: { w: Int, h: Int } = dims()`).
(type_definition
  value: (record_type
    (field_declaration
      name: (identifier) @name) @item))

(generic_type_definition
  body: (record_type
    (field_declaration
      name: (identifier) @name) @item))

(method_binding
  name: (identifier) @name) @item

; `area: (w: Float) -> Float = …`, `main = { … }`, `mut total = 0`.
(_top_level_statement/binding
  (visibility_modifier)? @context
  (mutable_specifier)? @context
  target: (identifier) @name) @item

; Methods `Point.norm: (…) -> … = …` and `Point.dot = f[0]`, shown as
; `Point.norm`; a lower-case unannotated target (`cfg.retries = 3`) is a
; field write and is left out.
(_top_level_statement/binding
  (visibility_modifier)? @context
  target: (field_expression) @name
  type: (_)) @item

((_top_level_statement/binding
  (visibility_modifier)? @context
  target: (field_expression) @name
  !type) @item
  (#match? @name "^[A-Z]"))

; `lo, hi = bounds(xs)`: each name is an item.
(_top_level_statement/destructuring
  name: (identifier) @name @item)
