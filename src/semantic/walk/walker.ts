// The semantic walk of one file: scopes, light type inference, name and
// member resolution and ownership state in one traversal, in source order
// (diagnostics.md §6.2-§6.7). It decides what every name means; the
// diagnostic rules (src/check/) judge the facts it hands to its hooks
// (checks.ts). Resolution lives in names.ts, calls.ts, members.ts,
// operators.ts and ownership.ts; this file moves through the tree and keeps
// the state they need.
import { throwIfCancelled } from "../../syntax/cancellation.js";
import { Annotations, entryFunctionType, functionTypeIn } from "../types/annotations.js";
import { unparenthesized, type AstNode } from "../../syntax/ast/ast.js";
import { assertPredicate, boundMethodIn, firstParameterType, isFunctionBinding as isFunctionByR1, isInterfaceLike, isOverload, lambdaParams, type Declarations, type FnDecl, type RecordDecl, type TypeDecl } from "../types/declarations.js";
import { resolveModulePath } from "../modules/resolve-module.js";
import { topLevelImportOf, topLevelNamespaceOf } from "../modules/imports.js";
import type { TopLevelKind } from "../modules/exports.js";
import type { CaptureSource } from "../model/captures.js";
import { resolveLexically } from "../model/lexical.js";
import { memberKinds } from "../model/member-kinds.js";
import type { MemberResolution as ModelMemberResolution, ScopeKind } from "../model/model.js";
import { ModelRecorder } from "../model/recorder.js";
import { BUILTIN_CONSTRUCTORS } from "../model/builtins.js";
import { dropAddedAfter, intact, spelledNames, type BrokenStatements } from "./broken-statements.js";
import { inferCall, parameterNames } from "./calls.js";
import type { Checks } from "./checks.js";
import { NotedMap, type FileContext } from "./context.js";
import { diverges as statementDiverges, endsWithoutValueOnSomePath, holdsReturn } from "./falls-through.js";
import { braceContents, interpolatedExpression } from "./fstrings.js";
import { blockImportedTypes, type ImportBindings } from "./import-bindings.js";
import { boundFunctionAnnotation, boundFunctionDeclaredType, declarationsFor, inferField, inferIndex, memberOf, methodValueGroup, namesType, recordFieldTypes, variantPayloads, type MemberResult } from "./members.js";
import { MemoRun, type WalkMemo } from "./memo.js";
import { bindPlain, classifyExplicit, classifyLoopVariable, expressionAssignment, resolveRead, type BindingInit } from "./names.js";
import { inferBinary, inferUnary } from "./operators.js";
import { recordDefinition, recordEvent, recordMember, recordMemberDefinition, recordReference, recordWrite, type DefSite } from "./occurrences.js";
import { Ownership, ownKindOf } from "./ownership.js";
import { curriedBodyReading, groupParameterNames, lambdaIsResultFunction, localParameters, localSignatureBody } from "./local-functions.js";
import { isValueBinding, Scope, type Binding, type FunctionFrame } from "./scope.js";
import { BOOL, CHAR, deref, FLOAT, fullyKnown, INT, join, optionInner, resultParts, sameInstance, STRING, UNKNOWN, VOID, wrapper, type Param, type Signature, type Type } from "../types/types.js";
import { isFunctionBinding } from "../types/function-binding.js";

/**
 * Last statements whose type tells whether they give a value: a call, and an `if` or `match` whose
 * branches that do not leave all end in calls that give nothing (`else { io.println("other") }`
 * after `return "zero"`: Void; 106h K3). A branch ending in a value gives it (the corpus relies on
 * that, diagnostics.md §6.5 "be lenient"), and then the branches' type is that value's.
 */
const TYPED_TAILS = new Set(["call_expression", "if_expression", "match_expression"]);

const NO_FRAME: FunctionFrame = { result: UNKNOWN, declared: false, returnsResult: false, errorType: null };

/** Most files reachableFiles() follows (a method is looked for in each). */
const MAX_REACHABLE = 256;

export class Walker {
  readonly context: FileContext;
  readonly annotations: Annotations;
  readonly ownership: Ownership;
  /** List and dictionary literals of elements (values) of different types: each element's (value's) type. */
  readonly mixedLists = new WeakMap<AstNode, readonly Type[]>();
  /** `if` and `match` values whose branches give different types (`if hot { "hot" } else { 0 }`): each branch's type, in order. */
  readonly mixedBranches = new WeakMap<AstNode, readonly Type[]>();
  /** Calls of functions whose result their body gave (Signature.resultInferred): ownKindOf classifies their values as unknown. */
  readonly inferredResultCalls = new WeakSet<AstNode>();
  readonly module: Scope;
  /** Reuse of earlier results per top-level statement (memo.ts); null without a memo. */
  readonly memo: MemoRun | null;
  /** What the walk records for the semantic model. */
  readonly recorder = new ModelRecorder();
  /** Constructor calls and the type their context expects of them (expectValue). */
  private readonly expectedValues = new WeakMap<AstNode, Type | (() => Type)>();

  private rules: Checks | null;
  /** The file's own declarations, read without telling the memo (for what is read through a memo key of its own). */
  private readonly declarations: Declarations;

  /** The diagnostic rules (null while walking quietly or without them). */
  get checks(): Checks | null {
    return this.rules;
  }

  /** Walks something the rules do not judge (the model still records it). */
  quietly<T>(walk: () => T): T {
    const rules = this.rules;
    this.rules = null;
    try {
      return walk();
    } finally {
      this.rules = rules;
    }
  }

  constructor(
    context: FileContext,
    readonly imports: ImportBindings,
    /** The diagnostic rules told about the facts of the walk; null to walk without them. */
    checks: Checks | null,
    /** Emulate the reference's cascades (src/check/reference-mode.ts). */
    readonly referenceMode = false,
    /** Results of the file's previous walk, to reuse per top-level statement (never in reference mode). */
    memo?: WalkMemo,
    /** locals.scm's captures per statement, for the names the walk does not resolve itself (../model/lexical.ts). */
    private readonly captures?: CaptureSource,
    /** Statements a syntax error breaks: not walked; the names they declare are placeholders. */
    private readonly broken: BrokenStatements | null = null,
  ) {
    this.rules = checks;
    this.declarations = context.declarations;
    this.module = new Scope("module", null, NO_FRAME, null);
    if (memo && !referenceMode) {
      const run = new MemoRun(memo, this.module, (key) => staticDigest(context, key), context.typeEnvironment());
      this.memo = run;
      this.module.observer = run;
      this.context = trackedContext(context, run);
    } else {
      this.memo = null;
      this.context = context;
    }
    const own = this.context;
    this.annotations = new Annotations({ file: own.file, lookupType: (name) => own.lookupType(name), failedImport: (name) => own.failedImport(name), annotationsIn: (file) => this.foreignAnnotations(file) });
    this.ownership = new Ownership(this);
  }

  private readonly foreign = new Map<string, Annotations>();
  /** Signatures of the file's named functions read so far (functionSignature). */
  private readonly signatures = new Map<FnDecl, Signature | null>();
  /** The bodies of `spawn for` loops (see inSpawnedBody). */
  private readonly spawnedBodies = new WeakSet<Scope>();
  /**
   * Depth of `match` arms being walked. The reference does not check arms at
   * all, and clean documentation writes variant names bare there
   * (`north => east`): unknown names are not reported inside arms.
   */
  matchArms = 0;

  /** Annotations read in another file's scope (its own types, and those it imports by name). */
  foreignAnnotations(file: string): Annotations {
    this.memo?.readStatic(`f:${file}`);
    let a = this.foreign.get(file);
    if (!a) {
      const decls = this.context.declarationsOf(file);
      a = new Annotations(
        {
          file,
          lookupType: (name) => {
            const decl = decls?.types.get(name);
            return decl ? { decl, file } : this.importedType(file, name);
          },
          annotationsIn: (other) => this.foreignAnnotations(other),
        },
        new Map(),
        false,
      );
      this.foreign.set(file, a);
    }
    return a;
  }

  /**
   * Matches whose arms that do not leave all give nothing (their value is unknown to the rest of the
   * walk, as a Void arm leaves it): a body ending in one can end without a value (endOfBody; 106h K3).
   */
  private readonly voidMatches = new WeakSet<AstNode>();

  /**
   * The lambdas a curried function's body returns directly and its later groups' parameters they bind
   * (functionBody); when they bind every group in order, the innermost and the result its body must give.
   */
  private curried:
    | {
        readonly lambdas: readonly AstNode[];
        readonly params: readonly SigParam[];
        readonly last?: CurriedResult;
        /** Those lambdas that bind a later group of bare types (`-> (Int) -> Int`), by position: the group's types. */
        readonly positional?: ReadonlyMap<AstNode, readonly Type[]>;
      }
    | undefined;

  /** Methods found (or not) in the modules reachableFiles() lists, by type file, type and name (members.ts methodOf). */
  readonly reachableMethods = new Map<string, { readonly file: string; readonly decl: FnDecl } | null>();
  /** Methods found (or not) in the other workspace files, by type file, type and name (members.ts methodInWorkspace). */
  readonly workspaceMethods = new Map<string, { readonly file: string; readonly decl: FnDecl } | null>();
  /** A method's declarations in workspace files beyond the ones a call sees for certain (members.ts methodDeclarations). */
  readonly otherMethodFiles = new Map<string, { readonly file: string; readonly decl: FnDecl } | null>();
  /** Every workspace file's declaration of a method found in a file no import reaches, by type file, type and name (members.ts methodDeclarations). */
  readonly workspaceOverloads = new Map<string, readonly { readonly file: string; readonly decl: FnDecl }[]>();

  private reachable: { readonly files: readonly string[]; readonly reads: readonly string[]; readonly via: ReadonlyMap<string, string> } | undefined;

  /**
   * The workspace files this file's imports reach, directly or through the
   * files those import (breadth first: nearest first), at most
   * MAX_REACHABLE: the modules a compilation of this file loads, whose
   * methods the compiler makes visible in every file
   * (modules-and-workspace.md §3.2). Made once per walk; what it read is
   * read again on every call, for the memo of the statement asking.
   */
  reachableFiles(): readonly string[] {
    if (this.reachable) {
      for (const key of this.reachable.reads) this.memo?.readStatic(key);
      return this.reachable.files;
    }
    const reads = ["im:", "l:"];
    const seen = new Set<string>([this.context.file]);
    const files: string[] = [];
    // Each file's first hop: the imported file it was reached through.
    const via = new Map<string, string>(this.context.importedFiles().map((f) => [f, f]));
    const queue = [...this.context.importedFiles()];
    this.memo?.readStatic("l:");
    while (queue.length > 0 && files.length < MAX_REACHABLE) {
      const f = queue.shift()!;
      if (seen.has(f)) continue;
      seen.add(f);
      files.push(f);
      reads.push(`f:${f}`);
      for (const statement of this.context.useStatementsOf(f) ?? []) {
        const r = resolveModulePath(statement.segments.map((s) => s.name), f, this.context.listing);
        if (r.kind !== "file" || seen.has(r.file)) continue;
        queue.push(r.file);
        if (!via.has(r.file)) via.set(r.file, via.get(f)!);
      }
    }
    this.reachable = { files, reads, via };
    return files;
  }

  /** A method declared apart from its type was found in `file` (reached by reachableFiles): the import it came through is used. */
  foundMethodIn(file: string): void {
    const through = this.reachable?.via.get(file);
    if (through) this.recorder.methodModule(through);
  }

  /** The user type `name` as another workspace file sees it: its own, or one it imports by name. */
  typeIn(file: string, name: string): { decl: TypeDecl; file: string } | undefined {
    const decl = this.context.declarationsOf(file)?.types.get(name);
    return decl ? { decl, file } : this.importedType(file, name);
  }

  /** The type another file imports under `name` at its top level (`use vector.{Vec2}`), with its declaring file. */
  private importedType(file: string, name: string): { decl: TypeDecl; file: string } | undefined {
    const imported = this.importedName(file, name);
    const decl = imported && this.context.declarationsOf(imported.file)?.types.get(imported.name);
    return decl && imported ? { decl, file: imported.file } : undefined;
  }

  /** The file and name a top-level `use` of `file` binds `name` to (`use calc.{raise as lift}`: `lift` → calc's `raise`). */
  importedName(file: string, name: string): { file: string; name: string } | undefined {
    const found = topLevelImportOf(this.context.useStatementsOf(file) ?? [], file, name, this.context.listing);
    // The listing was read (resolving the `use` path) whenever a `use` binds the name.
    if (found !== undefined) this.memo?.readStatic("l:");
    return found ?? undefined;
  }

  /** The file of the module a top-level `use` of `file` binds the namespace `name` to (`use model as m`: `m`). */
  importedModule(file: string, name: string): string | undefined {
    const found = topLevelNamespaceOf(this.context.useStatementsOf(file) ?? [], file, name, this.context.listing);
    if (found !== undefined) this.memo?.readStatic("l:");
    return found ?? undefined;
  }

  /**
   * Walks the file, telling `checks` what it finds and recording the model
   * in `recorder`. A statement too deeply nested for the stack is left
   * unfinished (its fragment is marked overflowed).
   */
  run(): void {
    this.declareModule();
    const memo = this.memo;
    const checks = this.checks;
    this.context.root.children.forEach((statement, i) => {
      // Between statements, so the memo never holds half a statement's reads.
      throwIfCancelled();
      if (this.broken?.statements.has(statement)) {
        this.brokenStatement(statement);
        return;
      }
      checks?.item(i);
      const reused = memo?.reusable(statement, checks !== null);
      if (reused) {
        if (checks) checks.replay(reused.findings ?? []);
        this.recorder.adopt(reused.fragment);
      } else {
        const start = checks?.mark() ?? 0;
        memo?.begin();
        this.recorder.begin(statement);
        try {
          this.topLevel(statement);
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          memo?.abandon();
          this.recorder.abandon();
          this.ownership.endStatement();
          return;
        }
        if (this.captures) resolveLexically(statement, this.recorder.fragment, this.captures, this.moduleNames);
        const fragment = this.recorder.end();
        memo?.end(statement, checks ? checks.since(start) : undefined, fragment);
      }
      this.ownership.endStatement();
    });
    memo?.finish();
  }

  /** True when some top-level statement was too deeply nested to walk. */
  get overflowed(): boolean {
    // (A broken statement is walked for the model only: the rules miss nothing there.)
    return this.recorder.fragments.some((f) => f.overflowed && !(f.statement && this.broken?.statements.has(f.statement)));
  }

  /** The module's names as the lexical pass reads them (through the module scope, so the memo sees the reads). */
  private readonly moduleNames = {
    lookup: (name: string): AstNode | undefined => {
      const decl = this.module.lookup(name)?.decl;
      // A placeholder for a name only the text of a broken statement declares has no declaration to point at.
      return decl === this.context.root ? undefined : decl;
    },
    declaredAt: (offset: number): boolean => this.moduleStarts.has(offset),
  };

  /** Starts of the definitions recorded before the statements were walked. */
  private get moduleStarts(): ReadonlySet<number> {
    if (!this.declaredStarts) this.declaredStarts = new Set(this.recorder.module.definitions.map((d) => d.name.start));
    return this.declaredStarts;
  }

  private declaredStarts: Set<number> | undefined;

  private exportKinds: Map<number, TopLevelKind> | undefined;

  /**
   * Whether syntax errors may hide member `name` of the type `decl` of
   * `file`: another file's anywhere (their broken statements are not read
   * here); this file's when its declaration is broken, or a broken statement
   * declares a method of that name. Then a member the type lacks is a
   * possible use, not E1042.
   */
  mayHideMember(file: string, decl: TypeDecl, name: string): boolean {
    if (file !== this.context.file) return this.context.hasSyntaxErrors(file);
    const broken = this.broken;
    return broken !== null && (broken.statements.has(decl.node) || broken.methods.has(name));
  }

  /** The top-level kind (§4.2) of the definition whose name token is `name`, from the file's exports. */
  topLevelKind(name: AstNode): TopLevelKind | undefined {
    if (!this.exportKinds) {
      this.exportKinds = new Map();
      for (const d of this.context.exports.definitions) this.exportKinds.set(d.nameStart, d.kind);
    }
    return this.exportKinds.get(name.start);
  }

  /** `binding` is about to change: a change of the module scope when it is a module-level binding. */
  touch(binding: Binding): void {
    if (binding.scope === this.module) this.memo?.writeName(binding.name);
  }

  // ───────────────────────────── module level ─────────────────────────────

  /** R1: functions, types and top-level imports are visible in the whole file. */
  private declareModule(): void {
    const { declarations } = this.context;
    for (const [name, decl] of declarations.types) {
      const nameNode = decl.node.get("name");
      if (!nameNode) continue;
      const declared: Type = decl.kind === "record" ? { k: "record", name, file: this.context.file } : decl.kind === "iface" ? { k: "iface", name, file: this.context.file } : UNKNOWN;
      const b = this.bind(this.module, name, "type", nameNode, { type: { k: "meta" } });
      // An alias's signature is the type it names (`Items: Type = List(Item)` → `List(Item)`), a generic type's its
      // parameters (`Grid: (T: Type, N: Int) -> Type = { … }` → `(T: Type, N: Int) -> Type`).
      const annotation = decl.kind === "alias" ? decl.typeNode : genericTypeAnnotation(decl.node);
      recordDefinition(this, { ...b, type: declared }, { statement: decl.node, form: "declaration", visible: "hoisted", annotation });
    }
    for (const [name, list] of declarations.functions) {
      const first = list[0] as FnDecl;
      let sig: Signature | null = null;
      let type: Type = UNKNOWN;
      if (list.length === 1) {
        if (this.memo) ({ sig, type } = this.memo.signature(first.node, () => this.functionSignature(first)));
        else {
          sig = this.functionSignature(first);
          type = sig ? { k: "fn", sig } : UNKNOWN;
        }
      }
      const target = first.node.get("target");
      if (!target) continue;
      const b = this.bind(this.module, name, "function", target, { type, sig });
      const annotation = first.node.get("type");
      // The name's binding has no one signature when overloaded; each definition shows its own.
      const firstSig = list.length === 1 ? sig : this.functionSignature(first);
      const firstType: Type = list.length === 1 ? type : firstSig ? { k: "fn", sig: firstSig } : UNKNOWN;
      recordDefinition(this, { ...b, type: firstType }, { statement: first.node, form: "declaration", visible: "hoisted", annotation });
      // Overloads (syntax.md §3.3: several bindings of one name): one symbol, each declaration one of its definitions.
      for (const overload of list.slice(1)) {
        const again = overload.node.get("target");
        const sig = this.functionSignature(overload);
        if (again) recordDefinition(this, { ...b, decl: again, type: sig ? { k: "fn", sig } : UNKNOWN }, { statement: overload.node, form: "declaration", visible: "hoisted", annotation: overload.node.get("type") });
      }
      const explicit = annotation !== null || first.node.children.some((c) => c.type === "mutable_specifier");
      recordEvent(this, target, first.node, this.module, target, "declare", explicit ? "explicit" : "plain", null);
    }
    this.imports.bindTopLevel(this);
    for (const name of this.broken?.names ?? []) if (!this.module.names.has(name)) this.declareBroken(name);
  }

  /**
   * A top-level name a broken statement declares: a placeholder (never
   * reported, of unknown type). Where the tree still shows its declaration,
   * that is its definition in the model, so that its uses elsewhere and in
   * the broken statement itself (found lexically) are its references.
   */
  private declareBroken(name: string): void {
    const declared = this.broken?.declarations.get(name);
    const b = this.bind(this.module, name, "placeholder", declared?.token ?? this.context.root);
    if (!declared) return;
    const { statement } = declared;
    const annotation = statement.type === "binding" ? statement.get("type") : null;
    const kind = statement.type === "type_definition" || statement.type === "generic_type_definition" ? "type" : statement.type === "binding" && isFunctionByR1(statement) ? "function" : "variable";
    // Its type stays unknown (the compiler's parser may have read the statement otherwise), but an annotation the tree
    // holds whole is what the author wrote: the signature an outline and a lookup show (94b D1).
    recordDefinition(this, b, { statement, form: "declaration", visible: "hoisted", kind, ...(annotation && intact(annotation) ? { annotation } : {}) });
  }

  /**
   * A statement a syntax error broke. The rules judge nothing in it and the
   * rest of the file sees nothing of it (broken-statements.ts): it is walked
   * quietly, for the model only, and the module scope is put back as it was
   * afterwards. A name its tree still shows declared at the top level keeps
   * the definition `declareBroken` recorded.
   */
  private brokenStatement(statement: AstNode): void {
    this.recorder.begin(statement);
    const restoreModule = this.saveModule(statement);
    try {
      this.quietly(() => this.topLevel(statement, true));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      this.recorder.abandon();
      return;
    } finally {
      restoreModule();
      this.ownership.endStatement();
    }
    const fragment = this.recorder.fragment;
    const { definitions } = fragment;
    for (let i = definitions.length - 1; i >= 0; i--) if (this.moduleStarts.has(definitions[i]!.name.start)) definitions.splice(i, 1);
    if (this.captures) resolveLexically(statement, fragment, this.captures, this.moduleNames);
    this.recorder.end();
  }

  /**
   * Saves what walking `statement` may change of the module scope, and returns what puts it back:
   * the bindings of the names the statement spells (a walk moves, re-binds, types or declares only
   * names it reads or writes), its released names and tokens. Not every binding of the module: a
   * file of many broken statements made that quadratic (96b D1: 4,000 took 26 s). A name added that
   * the statement does not spell (none is known) is still taken out, from the end of the table.
   */
  private saveModule(statement: AstNode): () => void {
    const { names, released, tokens } = this.module;
    const saved = [...spelledNames(statement)].map((name) => {
      const b = names.get(name);
      return { name, b, released: released.get(name), state: b && { mutable: b.mutable, type: b.type, own: b.own, moved: b.moved, sig: b.sig } };
    });
    const nameCount = names.size;
    const releasedCount = released.size;
    const tokenCount = tokens.length;
    return () => {
      for (const { name, b, released: was, state } of saved) {
        if (b) names.set(name, Object.assign(b, state));
        else names.delete(name);
        if (was) released.set(name, was);
        else released.delete(name);
      }
      dropAddedAfter(names, nameCount, saved);
      dropAddedAfter(released, releasedCount, saved);
      tokens.length = tokenCount;
    };
  }


  /** A top-level statement (`broken`: one a syntax error broke, which declares no function: see `brokenStatement`). */
  private topLevel(statement: AstNode, broken = false): void {
    switch (statement.type) {
      case "binding":
        this.topLevelBinding(statement, broken);
        break;
      case "type_definition":
      case "generic_type_definition":
        this.typeDefinition(statement, this.module);
        break;
      default:
        this.statement(statement, this.module);
        break;
    }
  }

  private topLevelBinding(statement: AstNode, broken: boolean): void {
    const target = statement.get("target");
    if (target?.type === "field_expression") {
      // `T.m: sig = body` (a method) or `T.m = f[0]` (a method binding).
      const value = statement.get("value");
      const owner = target.get("object");
      const field = target.get("field");
      const method = owner?.type === "identifier" && field !== null && isMethodTarget(statement, owner);
      if (method) this.methodDefinition(statement, owner, field);
      if (statement.get("type")?.type === "function_type" || value?.type === "lambda") {
        this.functionBody(statement, method ? `${owner.leafText}.${field.leafText}` : null, method ? this.selfType(owner.leafText) : UNKNOWN);
      } else {
        // A top-level field write (`cfg.retries = 3`) is resolved for the model; the checker does not judge it.
        if (!method) this.quietly(() => this.expr(target, this.module));
        if (value) this.expr(value, this.module);
      }
      return;
    }
    const overloads = target?.type === "identifier" ? this.context.declarations.functions.get(target.leafText) : undefined;
    if (target && overloads && isOverload(overloads, statement)) {
      // Further overloads of a name declare it again (syntax.md §3.3): one symbol per top-level name, each
      // overload one of its definitions (declareModule), as a method declared twice is.
      const first = this.module.names.get(target.leafText);
      if (first?.kind === "function" && first.decl !== target) recordEvent(this, target, statement, this.module, target, "declare", "declaration", null);
      this.functionBody(statement, target.leafText);
      return;
    }
    // A broken function is still read as one, for its parameters and locals (`main = { … }` too: its locals are
    // `main#a1`, not names of no function, 94b D6).
    if (broken && target?.type === "identifier" && (isFunctionBinding(statement) || isFunctionByR1(statement))) {
      this.functionBody(statement, target.leafText);
      return;
    }
    this.statement(statement, this.module);
  }

  /** The type of `self` in a method of `T` written without annotations. */
  private selfType(owner: string): Type {
    const found = this.context.lookupType(owner);
    if (found?.decl.kind === "record" && !found.decl.params) return { k: "record", name: found.decl.name, file: found.file };
    return UNKNOWN;
  }

  /** `T.m` at the top level: a method of `T` (its type parameter `T` is resolved lexically). */
  private methodDefinition(statement: AstNode, owner: AstNode, field: AstNode): void {
    const annotation = statement.get("type");
    const fnType = annotation?.type === "function_type" ? annotation : null;
    const bound = annotation ? undefined : boundMethodIn(statement.get("value"));
    const type: Type = fnType ? { k: "fn", sig: this.ownTypeParameters(owner.leafText).signature(fnType) } : bound ? boundFunctionDeclaredType(this, this.context.file, bound) : UNKNOWN;
    const shown = annotation ?? (bound ? boundFunctionAnnotation(this, this.context.file, bound) : null);
    recordMemberDefinition(this, field, "method", owner.leafText, null, statement, shown, type);
  }

  /**
   * The annotations of this file with the type parameters of its generic
   * type `name` in scope (`T` of `BoxT: (T: Type) -> Type = { value: T }`):
   * its members and methods show them by name (`List(T)`), not as `?`.
   */
  private ownTypeParameters(name: string): Annotations {
    const decl = this.context.declarations.types.get(name);
    const params = decl?.kind === "record" ? (decl.params ?? []).filter((p) => p.isType) : [];
    if (params.length === 0) return this.annotations;
    // Bounded ones (`P: Planner`) with their interfaces, so that `self.lead.choose()` is found in `Planner`.
    const bounded = this.annotations.withTypeParameters(params.map((p) => p.node));
    const unbounded = params.filter((p) => !bounded.names.includes(p.name)).map((p) => p.name);
    return unbounded.length > 0 ? bounded.annotations.withGenerics(unbounded) : bounded.annotations;
  }

  /**
   * The annotations of a method of the generic type `name`, declared in this
   * file or another (`Station.twice` where `Station` is imported): the type
   * names its first parameter gives as the type's arguments (`self:
   * &Station(Q)`) are the type's type parameters at those positions, with
   * their bounds as the type's file reads them (`P: Probe`: `self.probe.read()`
   * is `Probe.read`); without such a parameter, the type's own names. A type
   * it gives (`self: &Box(Int)`, a method of that instance only) is that
   * type, no parameter named `Int` (102b D3: `self.item` was a `T` there).
   */
  private methodTypeParameters(name: string, fnType: AstNode | null): Annotations {
    const found = this.annotations.lookupTypeDecl(name);
    if (found?.decl.kind !== "record" || !found.decl.params) return this.ownTypeParameters(name);
    const declared = found.file === this.context.file ? this.annotations : this.foreignAnnotations(found.file);
    const self = fnType ? firstParameterType(methodValueGroup(fnType) ?? fnType) : null;
    const written = self?.type === "generic_type" && self.get("name")?.leafText === name ? (self.get("arguments")?.namedChildren ?? []) : null;
    const types = new Map<string, Type>();
    found.decl.params.forEach((p, i) => {
      if (!p.isType) return;
      const arg = written?.[i];
      const alias = written ? (arg?.type === "type_identifier" && !namesType(this, this.context.file, arg.leafText) ? arg.leafText : undefined) : p.name;
      if (!alias) return;
      const t = declared.typeParameter(p.node);
      types.set(alias, t?.k === "unknown" && t.param ? { ...t, param: { ...t.param, name: alias } } : { k: "unknown", param: { name: alias, bounds: [] } });
    });
    return types.size > 0 ? this.annotations.withGenericTypes(types) : this.annotations;
  }

  /**
   * `type` lists the interface `listed` names: it implements that interface
   * and, through it, the interfaces of this file that one lists in turn
   * (`Square` lists `Shape`, whose body lists `Named`: `Square.title`
   * implements `Named.title`). Each is recorded at the name that lists it.
   */
  private implementsThrough(type: AstNode, listed: AstNode, seen: Set<string>): void {
    this.recorder.implement({ type, interface: listed });
    if (seen.has(listed.leafText)) return;
    seen.add(listed.leafText);
    const iface = this.context.declarations.types.get(listed.leafText);
    if (!isInterfaceLike(iface)) return;
    for (const item of iface.node.get("value")?.namedChildren ?? []) {
      const inner = listedName(item);
      if (inner) this.implementsThrough(type, inner, seen);
    }
  }

  /** A type definition: its generic parameters, members and field defaults (evaluated in `outer`). */
  private typeDefinition(statement: AstNode, outer: Scope): void {
    const name = statement.get("name");
    const body = statement.get("value") ?? statement.get("body");
    // Generic parameters belong to the definition; entries to the body (modules-and-workspace.md §4.3).
    let scope = outer;
    if (statement.type === "generic_type_definition" && name) {
      scope = this.openScope("type", outer, NO_FRAME, statement, statement, outer === this.module ? name.leafText : outer.owner);
      // The declarations tell type parameters from constant ones (`T: Named`, bounded by an interface, is a type parameter; `N: Int` is not).
      const declared = this.context.declarations.types.get(name.leafText);
      const declaredParams = declared?.node === statement && declared.kind === "record" ? declared.params : undefined;
      for (const p of statement.get("parameters")?.namedChildren ?? []) {
        const pname = p.type === "parameter" ? p.get("name") : null;
        if (!pname) continue;
        const ptype = p.get("type");
        const generic = declaredParams?.find((q) => q.node === p)?.isType ?? (ptype?.type === "meta_type" || ptype?.type === "type_bounds");
        const b = this.bind(scope, pname.leafText, "param", pname, { type: generic ? { k: "meta" } : UNKNOWN });
        recordDefinition(this, b, { statement: p, form: "parameter", visible: "scope", annotation: ptype, kind: generic ? "generic_parameter" : "parameter" });
      }
    }
    if (body?.type !== "record_type") return;
    const members = name ? this.openScope("type", scope, NO_FRAME, body, body, scope === outer ? outer.owner : scope.owner) : null;
    const typed = name !== null && outer === this.module && this.context.declarations.types.get(name.leafText)?.node === statement;
    const kinds = name ? memberKinds(body, name.leafText, typed ? this.context.declarations.methods.get(name.leafText) : undefined) : null;
    for (const item of body.namedChildren) {
      const entry = item.type === "field_declaration" || item.type === "method_binding" ? item.get("name") : null;
      if (entry && name && members && kinds) {
        const annotation = item.get("type");
        const binding = item.type === "method_binding" && typed ? this.context.declarations.types.get(name.leafText) : undefined;
        const bound = binding?.kind === "record" ? binding.bindings.get(entry.leafText) : undefined;
        const type = annotation && typed
          ? this.ownTypeParameters(name.leafText).memberType(annotation)
          : bound
            ? boundFunctionDeclaredType(this, this.context.file, bound)
            : UNKNOWN;
        // The signature shown: a method bound by position shows the function it binds, receiver included (`(m: Mag) -> Int`, not `((m: Mag) -> Int)[0]`'s grouping).
        const shown = item.type === "field_declaration" && item.get("positions") ? (functionTypeIn(annotation) ?? annotation) : bound ? boundFunctionAnnotation(this, this.context.file, bound) : annotation;
        recordMemberDefinition(this, entry, kinds.get(entry.start) ?? "field", name.leafText, members.draft, item, shown, type, mutableAfter(this.context.text, entry.end));
      }
      // A bare type name in the body is an interface the type implements (not an `Assert(…)` field).
      const listed = listedName(item);
      if (listed && name && outer === this.module) this.implementsThrough(name, listed, new Set([name.leafText]));
      // `deposit = credit[0]`: the function bound is read in the scope around the type (E1001 when nothing declares it).
      const boundFn = item.type === "method_binding" ? item.get("function") : null;
      if (boundFn) this.expr(boundFn, outer);
      // Field defaults are expressions evaluated in the scope around the type.
      const def = item.type === "field_declaration" ? item.get("default") : null;
      // (An anonymous method's lambda belongs to its member: its parameters are `Lot.fee#l`.)
      const owner = name && entry && outer === this.module ? `${name.leafText}.${entry.leafText}` : outer.owner;
      const lambdaNamed = def ? this.fieldDefault(def, item.get("type"), outer, owner) : false;
      if (item.type === "field_declaration" && !lambdaNamed && entry && name && members) this.entryParameters(item, members, name.leafText, entry.leafText, owner, typed);
    }
  }

  /**
   * The parameters a function-typed entry of a type body names in its first
   * group (`scaled: (self: &Figure, factor: Float) -> Float` of an interface,
   * `saving: (unit_price: Float, qty: Int) -> Float`, a variant's `gold:
   * (since: Int) -> Tier`), when no lambda of its default binds them:
   * `Figure.scaled#factor`, which a call through the type names
   * (`f.scaled(factor = k)`, checked against this signature: E1002), as a
   * declared method's parameters are. Nothing binds them: there is no body.
   * When this file declares the method apart (`Point.norm: (self: &Point) ->
   * Float = …`), a name its declaration has is a use of that parameter (a
   * rename keeps the two signatures alike), not a second symbol.
   */
  private entryParameters(item: AstNode, members: Scope, typeName: string, entryName: string, owner: string | null, typed: boolean): void {
    const fnType = entryFunctionType(item.get("type"), item.get("positions") !== null);
    if (!fnType) return;
    const firstGroup = new Set(fnType.get("parameters")?.namedChildren ?? []);
    const params = allParams(fnType, typed ? this.ownTypeParameters(typeName) : this.annotationsAt(members)).params.filter((p) => p.param.type === "parameter" && firstGroup.has(p.param));
    const declaredApart = typed ? this.context.declarations.methods.get(typeName)?.get(entryName) : undefined;
    const declaredNames = declaredApart ? parameterNames(declaredApart) : undefined;
    let scope: Scope | undefined;
    for (const p of params) {
      if (declaredNames?.has(p.name)) {
        // (Not a named argument: the name stands for the parameter, as a signature's does.)
        this.recorder.member({ node: p.node, role: "read", resolution: { kind: "parameter", file: this.context.file, fn: `${typeName}.${entryName}`, name: p.name }, named: false, type: UNKNOWN, receiver: null });
        continue;
      }
      scope ??= this.openScope("function", members, NO_FRAME, fnType, fnType, owner);
      const generic = p.type.k === "meta";
      this.defineUnbound(scope, p.node, "param", p.type, { statement: p.param, form: "parameter", visible: "scope", annotation: p.param.get("type"), kind: generic ? "generic_parameter" : "parameter" });
    }
  }

  /**
   * A field's default; an anonymous method's lambda (`fee: ((a: Account) ->
   * Float)[0] = ((a) => …)`) takes its parameter types from the field's type,
   * and its binders its names (then true).
   */
  private fieldDefault(value: AstNode, annotation: AstNode | null, scope: Scope, owner: string | null): boolean {
    const lambda = unparenthesized(value);
    const type = lambda.type === "lambda" ? functionTypeIn(annotation) : null;
    const declared = type ? this.annotationType(type, scope) : UNKNOWN;
    if (declared.k === "fn") {
      // Its annotation's parameter names are the binders' too, as a top-level function's (a rename renames both).
      const signature = type?.type === "function_type" ? allParams(type, this.annotationsAt(scope)).params : [];
      // Its body gives the declared result (`run: (n: Int) -> Int = (n) => "s"` is E1002; 87a D5).
      const result = declared.sig.checkTypes && !this.referenceMode ? declared.sig.result : undefined;
      this.lambda(lambda, scope, annotatedParams(lambda, declared.sig), owner, signature, result);
      return type?.type === "function_type";
    }
    // `env: Dict(String, Int) = {}`: an empty dictionary, as a binding's `{}` is (syntax.md §5.8).
    const valueType = isEmptyBraces(value) ? EMPTY_DICTIONARY : this.expr(value, scope);
    // `width: Int = "wide"`: a default is checked against its field's type, as a binding's value is (§6.5);
    // `run: (n: Int) -> Int = 5` too: a number is no function (87a D5). (An anonymous method's `[0]` form is not.)
    const plainFunctionType = annotation?.type === "function_type";
    if (annotation && !this.referenceMode && (plainFunctionType || !functionTypeIn(annotation))) {
      this.checks?.assignment(this, valueType, this.annotationType(annotation, scope), value, value, "the field is declared as");
    }
    return false;
  }

  /** A definition of the model only: the walk does not bind it (a type defined in a block, a signature-only parameter). */
  private defineUnbound(scope: Scope, name: AstNode, kind: Binding["kind"], type: Type, site: DefSite): void {
    recordDefinition(this, { name: name.leafText, kind, mutable: false, scope, decl: name, type, own: "unknown", moved: null, sig: null }, site);
  }

  /**
   * The signature of a named function: its annotation (a function type, or
   * an alias of one), else its lambda header; read once per walk (every call
   * of an overloaded function reads its overloads').
   */
  functionSignature(fn: FnDecl): Signature | null {
    let sig = this.signatures.get(fn);
    if (sig === undefined) {
      sig = this.readSignature(fn);
      this.signatures.set(fn, sig);
    }
    return sig;
  }

  private readSignature(fn: FnDecl): Signature | null {
    if (fn.typeNode) return this.annotations.signature(fn.typeNode);
    const aliased = this.aliasedFunctionType(fn.node);
    if (aliased) return aliased;
    if (fn.lambda) return lambdaSignature(fn.lambda, this.annotations);
    return { params: [], result: UNKNOWN, checkArity: fn.node.get("value")?.type === "block", checkTypes: true };
  }

  /**
   * The function type a binding's annotation names through an alias
   * (`cheap: Pred = (it) => …` with `Pred: Type = (Item) -> Bool`: the alias's
   * value is a type position, so its bare names are types), else null.
   */
  private aliasedFunctionType(statement: AstNode): Signature | null {
    const annotation = statement.get("type");
    if (annotation?.type !== "type_identifier") return null;
    const type = this.annotations.type(annotation);
    return type.k === "fn" ? type.sig : null;
  }

  /** Walks the body of a top-level function or method (`owner`: `name` or `Type.method`, the name of its locals' scope). */
  private functionBody(statement: AstNode, owner: string | null, self: Type = UNKNOWN): void {
    const typeNode = statement.get("type");
    const value = statement.get("value");
    const fnType = typeNode?.type === "function_type" ? typeNode : null;
    // A method of a generic record (`Bag.count_if: (self: &Bag(T), keep: (x: T) -> Bool)`) sees the record's type parameters.
    const target = statement.get("target");
    const receiver = target?.type === "field_expression" ? target.get("object") : null;
    const annotations = receiver?.type === "identifier" ? this.methodTypeParameters(receiver.leafText, fnType) : this.annotations;
    const sig = fnType ? annotations.signature(fnType) : null;
    // `scale: (factor: Int) -> ((g: Int) -> Int) = (g) => g * factor`: the lambda is the result function
    // (as `(x) => …` is `lift`'s in syntax.md §3.4); the first group's names are in scope in its body.
    const resultFunction = fnType && value?.type === "lambda" && !sig?.generic ? lambdaIsResultFunction(value, fnType) : null;
    // Bare names in it are types (`(Obs) -> Bool`), as in any later group.
    const resultSig = resultFunction ? annotations.signature(resultFunction, { laterGroup: true }) : null;
    const resultNode = resultFunction ? finalResult(resultFunction) : fnType ? finalResult(fnType) : null;
    // A generic function (`first: (T: Type) -> (xs: List(T)) -> Int = (xs) => …`): a lambda never binds
    // type parameters (§6.1), so one that binds the value group (or a body without a lambda head, §3.3)
    // gives its result, checked as a one-group function's is, the type parameters unknown there (87a D1, 88a D5).
    const genericResult = sig?.generic && value && (value.type !== "lambda" || bindsValueGroup(value, sig)) ? sig.result : undefined;
    // `make_adder: (k: Int) -> (x: Int) -> Int = { return (x) => x + k }`: a body with no lambda head binds the first
    // group (§3.3), and its value is the next group's function, as with the parenthesised `-> ((x: Int) -> Int)` (104e M1).
    // `add: (a: Int) -> (b: Int) -> Int = { return a + b }` is the body of every group (their names are in scope) and
    // gives the last group's result (105d R1); what it is when neither reading is sure is not checked (curriedBodyReading).
    const reading = !resultFunction && !this.referenceMode && sig?.curried && sig.checkFirstGroup && value && value.type !== "lambda" && fnType ? curriedBodyReading(value, groupParameterNames(fnType.get("result"))) : undefined;
    const nextGroup: Type | undefined = reading === "first-group" && sig!.curried!.checkTypes ? { k: "fn", sig: sig!.curried! } : undefined;
    const everyGroup = reading === "every-group" && !sig!.generic ? lastGroupResult(sig!) : undefined;
    // `tadd: BinOp = (a, b) => { … }` with `BinOp: Type = (Int, Int) -> Int`: the alias's result (105d R5: nothing was checked).
    const aliasedSig = !fnType && value?.type === "lambda" ? this.aliasedFunctionType(statement) : null;
    const aliasResult = aliasedSig && !this.referenceMode && fullyKnown(aliasedSig.result) ? aliasedSig.result : undefined;
    const resultType = reading === "unsettled" ? UNKNOWN : nextGroup ?? everyGroup ?? aliasResult ?? (resultSig ? (resultSig.checkTypes ? resultSig.result : UNKNOWN) : genericResult ?? (sig && sig.checkTypes ? sig.result : UNKNOWN));
    const resultName = nextGroup ? undefined : resultNode?.type === "generic_type" ? resultNode.get("name")?.leafText : resultNode?.leafText;
    const frame: FunctionFrame = {
      result: resultType,
      declared: reading !== "unsettled" && (nextGroup !== undefined || everyGroup !== undefined || aliasResult !== undefined || (resultNode !== null && (genericResult !== undefined || ((resultSig ?? sig) !== null && (resultSig ?? sig)!.checkTypes)))),
      // Only `Result(T, E)` counts: a bare `Result` annotation does not (the reference reports E1081).
      returnsResult: (resultNode?.type === "generic_type" && resultName === "Result") || (aliasResult !== undefined && resultParts(aliasResult) !== null),
      errorType: resultName === "Result" || aliasResult !== undefined ? (resultParts(resultType)?.err ?? null) : null,
      // Without an annotation the result is the one its body gives (inferredResult).
      ...(typeNode === null ? { returns: [] } : {}),
    };
    const scope = this.openScope("function", this.module, frame, statement, statement, owner);
    const mark = this.ownership.mark();
    // Parameters: the lambda header's names, typed by position from the signature.
    const { params: signatureParams, scoped } = fnType ? allParams(fnType, annotations) : { params: [], scoped: undefined };
    // Annotations in the body (a lambda parameter's, a local's) see the function's type parameters (`x: &H` of `(H: Shape) -> …`).
    const outerTypes = this.typeParameters;
    this.typeParameters = scoped;
    if (value?.type === "lambda") {
      // Annotated with an alias of a function type: the lambda's parameters take its types by position.
      const aliased = aliasedSig;
      // A generic signature's value group (`(T: Type) -> ((x: T) -> T)`) types the binders no signature name matches.
      const context = aliased ? aliased.params.map((p) => p.type) : resultSig ? resultSig.params.map((p) => p.type) : sig?.generic ? sig.params.map((p) => p.type) : [];
      const matched = this.declareLambdaParams(value, scope, resultSig ? [] : signatureParams, self, context);
      // A curried function (`(k: Float) -> (x: Float) -> Float = (k) => (x) => …`): the later groups'
      // parameters are the binders of the lambdas its body returns directly, one definition each.
      const inner = curriedLambdas(value);
      const later = signatureParams.filter((p) => !matched.has(p) && inner.some((l) => lambdaParams(l).some((b) => b.get("name")?.leafText === p.name)));
      // Signature names without a lambda binder (type parameters, an earlier group's): in scope in the body.
      for (const p of signatureParams) if (!matched.has(p) && !later.includes(p)) this.signatureOnlyParameter(p, scope);
      const outer = this.curried;
      const last = later.length > 0 && fnType && !this.referenceMode ? curriedResult(fnType, [value, ...inner], signatureParams, annotations) : undefined;
      const positional = fnType ? positionalGroups(fnType, inner, annotations) : undefined;
      this.curried = later.length > 0 || positional ? { lambdas: inner, params: later, ...(last ? { last } : {}), ...(positional ? { positional } : {}) } : undefined;
      const body = value.get("body");
      if (body && frame.declared) this.expectResult(body, frame.result);
      const bodyType = this.body(body, scope);
      this.curried = outer;
      if (body && body.type !== "block" && later.length === 0) this.expressionResult(frame, body, bodyType);
      else if (body?.type === "block" && later.length === 0) this.blockResult(frame, body, bodyType);
      if (body?.type === "block" && later.length === 0) this.endOfBody(frame, body, bodyType);
      if (frame.returns && body && owner !== null) this.inferredResult(statement, owner, body.type === "block" ? functionResult(frame.returns, bodyType, body) : bodyType);
    } else {
      for (const p of signatureParams) {
        const b = this.bind(scope, p.name, "param", p.node, { type: p.type, mutable: p.mutable, own: p.own });
        recordDefinition(this, b, { statement: p.param, form: "parameter", visible: "scope", annotation: p.param.get("type") });
        recordEvent(this, p.node, p.param, scope, p.node, "declare", "parameter", null);
      }
      if (value && frame.declared) this.expectResult(value, frame.result);
      const bodyType = this.body(value, scope);
      if (value && value.type !== "block") this.expressionResult(frame, value, bodyType);
      else if (value?.type === "block") this.blockResult(frame, value, bodyType);
      if (value?.type === "block") this.endOfBody(frame, value, bodyType);
      // `main = { … }`: a function of no parameters whose body is the block.
      if (frame.returns && value?.type === "block" && owner !== null) this.inferredResult(statement, owner, functionResult(frame.returns, bodyType, value));
    }
    // Its body runs when it is called: a top-level value it moves is not moved for the functions after it (64b FE1).
    this.ownership.undoOuterMoves(mark, scope);
    this.typeParameters = outerTypes;
    this.closeScope(scope);
  }

  /**
   * `label: (x: Int) -> Int = "s"`: an expression body is the function's
   * result, checked against the declared one as a `return` is (E1002). The
   * reference does not check it (diagnostics.md §6.8 lists it among its blind
   * spots, where we may report more): not in the reference's view. A
   * function declared to return nothing drops the value of its expression
   * body (`touch: (x: Int) -> Void = (x) => add_one(x)`), as of a block's
   * last expression and as a `(x: Int) -> Void` callback does (63a).
   */
  private expressionResult(frame: FunctionFrame, body: AstNode, type: Type): void {
    if (this.referenceMode || !frame.declared || wrapper(frame.result) !== undefined) return;
    if (frame.result.k === "prim" && frame.result.name === "Void") return;
    if (checksItsOwnResult(body, frame.result)) return;
    this.checks?.assignment(this, type, frame.result, body, body, "the function returns");
  }

  /**
   * `f: (x: Int) -> String = (x: Int) => { x + 1 }` (what format_source writes for `= x + 1`): a block
   * whose last expression (after a `return` on some path or none) has a value of a known type that cannot be the declared
   * result is E1002, as that expression body is; whether the value is returned (our reading, the
   * formatter's) or dropped (the reference's: then nothing is returned), the function is wrong.
   */
  private blockResult(frame: FunctionFrame, block: AstNode, type: Type): void {
    if (this.referenceMode || !frame.declared || wrapper(frame.result) !== undefined) return;
    const last = block.namedChildren.at(-1);
    // A last `if` or `match` whose branches give different types has no type, but each branch must fit.
    const tail = last?.type === "expression_statement" ? last.namedChildren[0] : undefined;
    const mixed = tail !== undefined && this.mixedBranches.has(tail);
    if ((type.k === "unknown" && !mixed) || (type.k === "prim" && (type.name === "Void" || type.name === "Never"))) return;
    if (frame.result.k === "prim" && frame.result.name === "Void") return;
    // A `return` on one path before it does not make it right (`if x > 0 { return "s" }` then `x`; 108d W1),
    // but one every path takes makes it unreachable (`return t` then `.1`: the `.1` is said on its own).
    if (!last || block.namedChildren.slice(0, -1).some(statementDiverges) || checksItsOwnResult(last, frame.result)) return;
    this.checks?.assignment(this, type, frame.result, mixed ? tail : last, last, "the function returns");
  }

  /**
   * A function declared to return a value whose block body can end without
   * one (falls-through.ts), or ends with a call that gives nothing
   * (`io.println(…)` last in a `-> Int` function): E1002 at its `}`. Not in
   * the reference's view, nor in a file with syntax errors (what a broken
   * statement does is not known), nor for a `Result` or `Option` of nothing
   * (whether the end wraps into one is not settled, diagnostics.md §6.5).
   */
  private endOfBody(frame: FunctionFrame, block: AstNode, type: Type): boolean {
    if (this.referenceMode || !frame.declared || this.context.hasSyntaxErrors(this.context.file)) return false;
    const result = frame.result;
    // A type parameter (`first: (T: Type) -> (xs: List(T)) -> T`) is a result like any other (105c Q1).
    if ((result.k === "unknown" && result.param === undefined) || (result.k === "prim" && (result.name === "Void" || result.name === "Never"))) return false;
    const family = wrapper(result);
    const wrapped = family === "result" ? resultParts(result)!.ok : family === "option" ? optionInner(result) : undefined;
    if (wrapped !== undefined && (wrapped.k === "unknown" || (wrapped.k === "prim" && wrapped.name === "Void"))) return false;
    const close = block.children.at(-1);
    if (close?.type !== "}") return false;
    const statements = block.namedChildren;
    const last = statements.at(-1);
    const tail = last?.type === "expression_statement" ? last.namedChildren[0] : undefined;
    const givesNothing = (type.k === "prim" && type.name === "Void") || (tail !== undefined && this.voidMatches.has(tail));
    const voidCall = tail !== undefined && givesNothing && TYPED_TAILS.has(tail.type) && !statements.some(statementDiverges);
    if (!endsWithoutValueOnSomePath(block) && !voidCall) return false;
    this.checks?.endsWithoutValue(this, close, result);
    return true;
  }

  /**
   * A top-level function without an annotation (`double = (x: Int) => x * 2`)
   * has the result its body gives: its calls after it (in the walk's order)
   * and its symbol's signature take it. A method, an overloaded name or a
   * result the body leaves unknown keeps the declared (unknown) result.
   */
  private inferredResult(statement: AstNode, name: string, result: Type): void {
    if (result.k === "unknown" || (result.k === "prim" && result.name === "Never")) return;
    const b = this.module.names.get(name);
    if (b?.kind !== "function" || !b.sig || b.sig.result.k !== "unknown" || this.context.declarations.functions.get(name)?.length !== 1) return;
    const target = statement.get("target");
    if (!target || b.decl !== target) return;
    this.touch(b);
    b.sig = { ...b.sig, result, resultInferred: true };
    b.type = { k: "fn", sig: b.sig };
    this.recorder.retypeModule(target, b.type);
  }

  // ───────────────────────────── statements ─────────────────────────────

  /** A function or lambda body: a block is walked in `scope` itself (parameters belong to it). */
  body(node: AstNode | null, scope: Scope): Type {
    if (!node) return UNKNOWN;
    if (node.type === "block") return this.statements(node, scope);
    return this.expr(node, scope);
  }

  /** The statements of `block` in `scope`; returns the type of a tail expression. */
  statements(block: AstNode, scope: Scope): Type {
    let last: Type = VOID;
    for (const statement of block.children) {
      if (!statement.named) continue;
      last = this.statement(statement, scope);
      this.ownership.endStatement();
    }
    return last;
  }

  statement(node: AstNode, scope: Scope): Type {
    switch (node.type) {
      case "binding":
        this.binding(node, scope);
        return VOID;
      case "destructuring":
        this.destructuring(node, scope);
        return VOID;
      case "expression_statement": {
        const inner = node.namedChildren[0];
        if (!inner) return VOID;
        // A bare block gives its last expression's value, as a function's block does (a helper ending in one).
        if (inner.type === "block") return this.nested(inner, scope, "bare");
        if (inner.type === "if_expression") return this.ifExpression(inner, scope, true);
        return this.expr(inner, scope, true);
      }
      case "use_declaration":
        if (scope !== this.module) {
          // Nested imports are not described by the memo's reads.
          this.memo?.volatile();
          this.imports.bindNested(this, node, scope);
        }
        return VOID;
      case "type_definition":
      case "generic_type_definition": {
        // Type definitions are registered by the reference's first pass,
        // which reads top-level statements only (diagnostics.md §1.5): one
        // inside a block (`X = unsafe { Db: Type = { … }; return Db }`)
        // declares nothing its block can use, so reading the name there is
        // E1001 (and in annotations it is an opaque name, as any unknown one).
        // The model still lists its name and members.
        const name = node.get("name");
        if (name) this.defineUnbound(scope, name, "type", UNKNOWN, { statement: node, form: "declaration", kind: "type" });
        this.typeDefinition(node, scope);
        return VOID;
      }
      default:
        return VOID;
    }
  }

  /**
   * `c.hits = "n"` for a field `hits: Int`: the value is checked against the
   * field's type (E1002), as a binding's against its annotation (67b; not in
   * the reference's view: diagnostics.md §6.5 lists no assignments). A
   * borrow written into a field of its value's type (`self.stage = to` with
   * `to: &String`) is let be: whether a write copies it is not specified.
   */
  private fieldWritten(target: AstNode, fieldType: Type, value: AstNode | null | undefined, valueType: Type): void {
    const field = target.type === "field_expression" ? target.get("field") : null;
    if (!field || !value || this.referenceMode) return;
    const written = fieldType.k === "ref" ? valueType : deref(valueType);
    this.checks?.assignment(this, written, fieldType, value, value, `'${field.leafText}' is declared as`);
  }

  private binding(node: AstNode, scope: Scope): void {
    const target = node.get("target");
    const typeNode = node.get("type");
    const value = node.get("value");
    if (!target || target.isError) return;
    if (target.type !== "identifier") {
      // Field or index target (`p.x = 3`, `xs[0] = 2`): reads of the base; a field's value is checked against its type.
      const written = this.expr(target, scope);
      this.fieldWritten(target, written, value, value ? this.expr(value, scope) : UNKNOWN);
      return;
    }
    const name = target.leafText;
    const explicit = node.token("mut") !== null || node.children.some((c) => c.type === "mutable_specifier") || typeNode !== null;
    const declared = typeNode ? this.annotationType(typeNode, scope) : UNKNOWN;
    const mutable = node.children.some((c) => c.type === "mutable_specifier");
    // A local function sees itself in its body, so that it can call itself
    // (the spec is silent; its body runs when it is called, once the name is
    // bound): a new name whose value is a lambda is bound before the lambda is
    // walked, with the annotation's type, and takes its value's type after.
    // So does one written as a signature and its body (`fact: (n: Int) -> Int = if n < 2 { 1 } else { n * fact(n - 1) }`).
    const signatureBody = typeNode && value && scope !== this.module ? localSignatureBody(typeNode, value) : null;
    const early = this.recursiveLocal(value, name, scope, signatureBody !== null)
      ? this.declareLocal(node, target, scope, explicit, typeNode, { type: declared, mutable, own: "unknown", sig: localLambdaSig(value, declared, false, this, scope), ...localParameters(value, signatureBody) })
      : undefined;
    const before = this.checks?.mark() ?? 0;
    const valueType = !value ? UNKNOWN : signatureBody ? this.signatureFunction(signatureBody, value, scope, declared) : this.valueOf(value, scope, name, typeNode ? declared : this.assignedType(name, scope, explicit), typeNode);
    if (this.referenceMode && this.checks?.dropsBinding(before)) return;
    if (typeNode && this.checks) {
      this.checks.annotation(this, typeNode);
      // A lambda bound to a signature takes its parameters from it, and its returns are checked against its
      // result where they are (a second report here would say the same): only another value is compared whole.
      const lambdaUnderSignature = declared.k === "fn" && value?.type === "lambda";
      if (value && !lambdaUnderSignature) this.checks.assignment(this, valueType, declared, value, node, `'${name}' is declared as`);
    }
    const type = typeNode && fullyKnown(declared) ? declared : typeNode ? (declared.k === "unknown" ? UNKNOWN : declared) : valueType;
    const own = ownKindOf(this, value, typeNode ? declared : valueType, scope, typeNode !== null);
    if (value) this.ownership.bindingValue(node, value, scope, typeNode ? declared : UNKNOWN);
    const init = { type, mutable, own, sig: localLambdaSig(value, typeNode ? declared : valueType, scope === this.module, this, scope), ...(!mutable && scope !== this.module ? localParameters(value, signatureBody) : {}) };
    if (early) {
      this.touch(early);
      Object.assign(early, init);
      this.recorder.retype(target, type);
      return;
    }
    if (explicit) {
      const same = scope === this.module ? scope.names.get(name) : undefined;
      if (same && isValueBinding(same)) {
        // At the top level a re-declaration is the same symbol (one per top-level name): a write of the first.
        this.touch(same);
        Object.assign(same, init, { moved: null });
        recordWrite(this, target, node, scope, same, "redeclare", "explicit");
        return;
      }
    }
    this.declareLocal(node, target, scope, explicit, typeNode, init);
  }

  /**
   * A local function written as a signature and its body (`spread: (low: Int, high: Int) -> Int = high -
   * low`, syntax.md §3.3 "signature only; RHS is the body"): the parameters are bound for the body, whose
   * value is checked against the declared result as a top-level function's is.
   */
  private signatureFunction(fnType: AstNode, body: AstNode, scope: Scope, declared: Type): Type {
    const sig = declared.k === "fn" ? declared.sig : null;
    // In the reference's view a `?` directly in a local function is E1081 (§6.5: only a top-level function's body inherits its result).
    // (A generic one's too, its type parameters unknown in the body: 88a D4.)
    const checked = sig?.checkTypes || (sig?.generic === true && !this.referenceMode);
    const frame: FunctionFrame = { ...NO_FRAME, returns: [], ...(sig && checked ? { ...declaredFrame(sig.result), ...(this.referenceMode ? { returnsResult: false, errorType: null } : {}) } : {}) };
    const inner = this.openScope("lambda", scope, frame, body, body, scope.owner);
    for (const p of allParams(fnType, this.annotationsAt(scope)).params) {
      const b = this.bind(inner, p.name, "param", p.node, { type: p.type, mutable: p.mutable, own: p.own });
      recordDefinition(this, b, { statement: p.param, form: "parameter", visible: "scope", annotation: p.param.get("type") });
      recordEvent(this, p.node, p.param, inner, p.node, "declare", "parameter", null);
    }
    if (frame.declared) this.expectResult(body, frame.result);
    const mark = this.ownership.mark();
    const bodyType = this.body(body, inner);
    // Its body runs when it is called: moves of outer names inside it are not moves here.
    this.ownership.undoOuterMoves(mark, inner);
    if (body.type !== "block") this.expressionResult(frame, body, bodyType);
    else {
      // Checked as a top-level function's block is (105c Q1: `loc: () -> String = { 7 }` and a forgotten last `return` passed).
      this.blockResult(frame, body, bodyType);
      this.endOfBody(frame, body, bodyType);
    }
    this.closeScope(inner);
    return declared;
  }

  /**
   * What `name = value` assigns to: the type of a visible mutable binding
   * (`mut g: Lens(Note) = …` then `g = Lens(…, pick = (n) => …)`), which the
   * value is then expected to have; UNKNOWN for a statement that binds anew.
   */
  private assignedType(name: string, scope: Scope, explicit: boolean): Type {
    if (explicit) return UNKNOWN;
    const visible = scope.lookup(name);
    return visible && isValueBinding(visible) && visible.mutable ? visible.type : UNKNOWN;
  }

  /**
   * Whether the binding of `name` to `value` in `scope` is bound before its
   * value is walked (binding()): a lambda in a body, under a name nothing
   * visible binds yet, so that no name a body already resolves changes what
   * it names. Not in the reference view: whether the compiler resolves such
   * a call is not known (it drops a binding whose value has an error).
   */
  private recursiveLocal(value: AstNode | null, name: string, scope: Scope, signatureBody: boolean): boolean {
    return (value?.type === "lambda" || signatureBody) && scope !== this.module && !this.referenceMode && scope.lookup(name) === undefined;
  }

  /** Binds `target` in `scope` as the statement `node` does (R3-R8, names.ts), and the binding it made, if any. */
  private declareLocal(node: AstNode, target: AstNode, scope: Scope, explicit: boolean, typeNode: AstNode | null, init: BindingInit & { readonly mutable: boolean }): Binding | undefined {
    const name = target.leafText;
    if (!explicit) {
      bindPlain(this, node, target, scope, init);
      return scope.names.get(name);
    }
    const classified = classifyExplicit(this, node, target, scope);
    const b = this.bind(scope, name, scope === this.module ? "value" : "local", target, init);
    recordDefinition(this, b, { statement: node, form: "explicit", annotation: typeNode });
    recordEvent(this, target, node, scope, target, classified.outcome, "explicit", classified.previous);
    return b;
  }

  /**
   * What the context of a constructor call expects of its value (an annotated
   * binding's, a declared result's, a parameter's type): a generic record's
   * constructor takes the type arguments its fields leave unknown from it
   * (`g: Gate(Item) = Gate(test = (c) => c.size > 1)`: `c` is an `Item`).
   */
  expectValue(node: AstNode, type: Type | (() => Type)): void {
    const call = typeof type === "function" || (type.k === "record" && type.args !== undefined);
    // A lambda returned where a function type is declared (`(k: Int) -> ((p: &P) -> Int) = (k) => (p) => …`) takes its parameters' types.
    const lambda = typeof type !== "function" && type.k === "fn";
    const list = typeof type !== "function" && type.k === "list" ? type : undefined;
    if (!call && !lambda && !list) return;
    // The value of an `if` or `match` is a branch's (`if k > 0 { Lens(…) } else { Lens(…) }`).
    forEachValueTail(node, (value) => {
      if ((call && value.type === "call_expression") || (lambda && value.type === "lambda")) this.expectedValues.set(value, type);
      // A list literal's elements are the list's (`hs: List(Gate(Item)) = [Gate(test = (c) => …)]`).
      else if (list && value.type === "list_expression") for (const element of value.namedChildren) this.expectValue(element, list.elem);
    });
  }

  /**
   * A declared function's body expects its result: an expression body, or a
   * block's last expression (`f: () -> Rank(Star) = { Rank(…) }`, the form
   * format_source gives `() => Rank(…)`).
   */
  private expectResult(body: AstNode, result: Type): void {
    this.expectValue(body, result);
  }

  /** What expectValue noted for `node` (made now when it was noted as a function: an argument's expected type costs a little to make). */
  expectedValue(node: AstNode): Type | undefined {
    const noted = this.expectedValues.get(node);
    return typeof noted === "function" ? noted() : noted;
  }

  /**
   * The value of a binding; an empty `{}` bound to a name is an empty
   * dictionary (§6.5), except `main = {}` at the top level: an empty
   * function (modules-and-workspace.md §4.2).
   */
  private valueOf(value: AstNode, scope: Scope, name: string, expected: Type, typeNode: AstNode | null = null): Type {
    if (value.type === "block") {
      if (isEmptyBraces(value)) {
        if (expected.k === "fn") return expected;
        if (name === "main" && scope === this.module) return { k: "fn", sig: { params: [], result: VOID, checkArity: true, checkTypes: true } };
        return EMPTY_DICTIONARY;
      }
      const tail = this.nested(value, scope, "block");
      // `s: String = { 7 }`: a block's value (syntax.md §5.9) or a function of no parameters giving it
      // (diagnostics.md §6): the two readings agree that a value of another type than a declared
      // non-function one is wrong, so the annotation is checked against the block's last expression
      // (105a N3: it passed). Otherwise the value stays unknown: which reading holds is not settled.
      const comparable = !this.referenceMode && expected.k !== "fn" && fullyKnown(expected) && fullyKnown(tail) && !(tail.k === "prim" && (tail.name === "Void" || tail.name === "Never")) && !holdsReturn(value);
      return comparable ? tail : UNKNOWN;
    }
    // `dist: (a: V2, b: V2) -> Float = (a, b) => …` in a function body: the annotation types the lambda's parameters.
    // Its signature's names are the binders' too (one definition each, as a top-level function's: a rename renames both).
    if (value.type === "lambda" && expected.k === "fn") {
      const signature = typeNode?.type === "function_type" ? allParams(typeNode, this.annotationsAt(scope)).params : [];
      // A generic local's lambda binding its value group gives its result too, as at the top level (88a D4).
      const generic = expected.sig.generic && !this.referenceMode && bindsValueGroup(value, expected.sig) ? expected.sig.result : undefined;
      // Under an alias of a function type (`loc: BinOp = (a, b) => …`), the alias's result when it is known (105d R5).
      const aliased = typeNode?.type === "type_identifier" && !this.referenceMode && fullyKnown(expected.sig.result) ? expected.sig.result : undefined;
      return this.lambda(value, scope, annotatedParams(value, expected.sig), scope.owner, signature, generic ?? this.declaredLambdaResult(expected.sig) ?? aliased);
    }
    this.expectValue(value, expected);
    return this.expr(value, scope);
  }

  private destructuring(node: AstNode, scope: Scope): void {
    const value = node.get("value");
    const names = node.all("name");
    const valueType = value ? this.expr(value, scope) : UNKNOWN;
    if (value && valueType.k === "tuple") this.checks?.destructuring(this, node, valueType.elems.length, names.length);
    names.forEach((n, i) => {
      if (n.leafText === "_") return;
      const type = valueType.k === "tuple" ? (valueType.elems[i] ?? UNKNOWN) : UNKNOWN;
      const existing = scope.names.get(n.leafText);
      if (existing) {
        this.touch(existing);
        existing.type = type;
        this.ownership.revive(existing);
        recordWrite(this, n, node, scope, existing, "rebind", "destructuring");
        return;
      }
      const b = this.bind(scope, n.leafText, scope === this.module ? "value" : "local", n, { type });
      recordDefinition(this, b, { statement: node, form: "destructuring" });
      recordEvent(this, n, node, scope, n, "declare", "destructuring", null);
    });
  }

  /** The type an annotation in `scope` names (the function's type parameters and the types `use`s of enclosing blocks import in view). */
  /** The type an annotation names; a `parameter`'s is a type position, where a function type's bare names are types (§3.3). */
  annotationType(node: AstNode, scope: Scope, position: "binding" | "parameter" = "binding"): Type {
    const reading = this.annotationsAt(scope);
    return position === "parameter" ? reading.memberType(node) : reading.type(node);
  }

  /**
   * The annotations read in `scope`: the function's type parameters and the
   * types `use`s of enclosing blocks import in view (a lambda's parameters,
   * a local function's signature there, as a local's annotation).
   */
  annotationsAt(scope: Scope): Annotations {
    const annotations = this.typeParameters ?? this.annotations;
    const imported = blockImportedTypes(this, scope);
    return imported ? annotations.withTypes(imported) : annotations;
  }

  /** The annotations of the function being walked, its type parameters in scope (functionBody). */
  private typeParameters: Annotations | undefined;

  /** `field` of `receiverNode` (a receiver of type `receiver`), resolved: told to the rules and recorded; its type. */
  resolvedMember(field: AstNode, receiverNode: AstNode, receiver: Type, result: MemberResult): Type {
    this.checks?.member(this, field, receiver, result.resolution);
    recordMember(this, field, receiverNode, modelResolution(result.resolution), result.type, receiver.k === "meta");
    return result.type;
  }

  // ───────────────────────────── scopes ─────────────────────────────

  bind(
    scope: Scope,
    name: string,
    kind: Binding["kind"],
    decl: AstNode,
    init: { type?: Type; mutable?: boolean; own?: Binding["own"]; sig?: Signature | null; parameters?: ReadonlyMap<string, AstNode> } = {},
  ): Binding {
    const binding: Binding = {
      name,
      kind,
      mutable: init.mutable ?? false,
      scope,
      decl,
      type: init.type ?? UNKNOWN,
      own: init.own ?? "unknown",
      moved: null,
      sig: init.sig ?? null,
      ...(init.parameters ? { parameters: init.parameters } : {}),
    };
    if (name !== "_" && name !== "") {
      if (scope === this.module) this.memo?.writeName(name);
      scope.names.set(name, binding);
    }
    return binding;
  }

  /** A new scope of the walk, recorded in the model over [from.start, to.end). */
  openScope(kind: ScopeKind, parent: Scope, frame: FunctionFrame, from: AstNode, to: AstNode, owner: string | null = parent.owner): Scope {
    const draft = this.recorder.scope({ kind, parent: parent.draft, from, to, owner });
    return new Scope(kind, parent, frame, draft);
  }

  /** Walks a block in a new scope of `kind` (spanning from `from`, by default the block), then closes it. */
  nested(block: AstNode, parent: Scope, kind: ScopeKind, setup?: (scope: Scope) => void, from: AstNode = block): Type {
    const scope = this.openScope(kind, parent, parent.frame, from, block);
    setup?.(scope);
    const type = block.type === "block" ? this.statements(block, scope) : this.expr(block, scope);
    this.closeScope(scope);
    return type;
  }

  /** Whether `scope` lies in a `spawn for` body of its function: a `return` there gives the task's value (syntax.md §4.6). */
  private inSpawnedBody(scope: Scope): boolean {
    for (let s: Scope | null = scope; s && s.frame === scope.frame; s = s.parent) if (this.spawnedBodies.has(s)) return true;
    return false;
  }

  /** R2: names of a closed bare/while block stay known as released (E2020 on a later read). */
  closeScope(scope: Scope): void {
    const parent = scope.parent;
    if (!parent) return;
    if (scope.kind === "bare" || scope.kind === "while") {
      if (parent === this.module) this.memo?.writeReleased();
      for (const [name, b] of scope.names) if (!parent.names.has(name)) parent.released.set(name, b);
      for (const [name, b] of scope.released) if (!parent.names.has(name)) parent.released.set(name, b);
    }
  }

  /** Binds a lambda's parameters (typed from the signature's, by name or position); returns the signature parameters used. */
  private declareLambdaParams(lambda: AstNode, scope: Scope, fromSignature: readonly SigParam[], self: Type = UNKNOWN, context: readonly Type[] = []): Set<SigParam> {
    const matched = new Set<SigParam>();
    const params = lambdaParams(lambda);
    params.forEach((p, i) => {
      const name = p.get("name");
      if (!name || name.type === "wildcard") return;
      const own = p.get("type");
      // By position, a type parameter is never a binder's (`map: (T: Type) -> ((x: Int) -> Int) = (x) => x`,
      // format vector 019: `x` is the value group's, whose types `context` holds).
      const positional = fromSignature.length === params.length ? fromSignature[i] : undefined;
      const sigParam = fromSignature.find((s) => s.name === name.leafText) ?? (positional?.type.k === "meta" ? undefined : positional);
      // A method's unannotated `self` is a value of its type.
      const type = own ? this.annotationType(own, scope, "parameter") : (sigParam?.type ?? (i === 0 && name.leafText === "self" && self.k !== "unknown" ? self : (context[i] ?? UNKNOWN)));
      const mutable = p.children.some((c) => c.type === "mutable_specifier") || (sigParam?.mutable ?? false);
      const b = this.bind(scope, name.leafText, "param", name, {
        type,
        mutable,
        own: own ? ownOfType(type) : (sigParam?.own ?? "unknown"),
      });
      // A parameter the annotation names too is one definition; the annotation name is its signature occurrence.
      const named = sigParam && sigParam.name === name.leafText ? sigParam : undefined;
      if (named) matched.add(named);
      // Its signature is its own annotation, else the signature's parameter's type it takes (`cap` of `(cap: Int) -> … = (cap) => …`).
      const annotation = own ?? (sigParam?.param.type === "parameter" ? sigParam.param.get("type") : null);
      recordDefinition(this, b, { statement: p, form: "parameter", visible: "scope", annotation, signatureName: named?.node ?? null, kind: "parameter" });
      recordEvent(this, name, p, scope, name, "declare", "parameter", null);
    });
    return matched;
  }

  /**
   * A parameter of the annotation no lambda binder names (`T` of `(T: Type,
   * x: T) -> T = (x) => …`, `N` of `(N: Int) -> (n: Int) -> Int = (n) => n *
   * N`): in scope in the body, as the parameters of a body without a lambda
   * header are (reading it is no E1001: nothing says the compiler rejects it).
   */
  private signatureOnlyParameter(p: SigParam, scope: Scope): void {
    const generic = p.type.k === "meta";
    const b = this.bind(scope, p.name, "param", p.node, { type: p.type, mutable: p.mutable, own: p.own });
    recordDefinition(this, b, { statement: p.param, form: "parameter", visible: "scope", annotation: p.param.get("type"), kind: generic ? "generic_parameter" : "parameter" });
  }

  // ───────────────────────────── expressions ─────────────────────────────

  /** Type of an expression; `statementLevel` marks the expression of an expression statement. */
  expr(node: AstNode, scope: Scope, statementLevel = false): Type {
    switch (node.type) {
      case "integer_literal":
        return INT;
      case "float_literal":
        return FLOAT;
      case "boolean_literal":
        return BOOL;
      case "char_literal":
        return CHAR;
      case "string_literal":
      case "multiline_string":
        return STRING;
      case "format_string":
        for (const part of node.namedChildren) {
          if (part.type !== "interpolation") continue;
          const e = interpolatedExpression(part, this.context.text);
          if (e) this.expr(e, scope);
          // What is not the value is text: all of it, or what follows the value (trailing tokens, a format spec).
          this.recorder.literalText(e ? { start: e.end, end: part.end } : part);
        }
        // `{{a + 1}}`: what the compiler evaluates there, walked as a real interpolation is.
        for (const content of braceContents(node, this.context.text)) {
          const part = this.context.braceInterpolation(content);
          const e = part && interpolatedExpression(part, this.context.text);
          if (!e) continue;
          const mark = this.checks?.mark() ?? 0;
          this.expr(e, scope);
          this.checks?.bracesInterpolated(this, content, e, mark);
        }
        return STRING;
      case "void_literal":
      case "unit_expression":
        return VOID;
      case "identifier":
        return resolveRead(this, node, scope);
      case "wildcard":
        return UNKNOWN;
      case "parenthesized_expression": {
        const inner = node.namedChildren;
        if (inner.length === 1 && inner[0]?.type !== "generic_type") return this.expr(inner[0] as AstNode, scope);
        for (const c of inner) if (c.type !== "generic_type") this.expr(c, scope);
        return UNKNOWN;
      }
      case "tuple_expression":
        return { k: "tuple", elems: node.namedChildren.map((c) => this.element(c, scope)) };
      case "list_expression": {
        let elem: Type | null = null;
        const types: Type[] = [];
        for (const c of node.namedChildren) {
          const t = this.element(c, scope);
          types.push(t);
          elem = elem === null ? t : join(elem, t);
        }
        // Elements of different types: kept for a check against a required element type (each must fit it).
        if (elem !== null && !fullyKnown(elem) && types.some(fullyKnown)) this.mixedLists.set(node, types);
        return { k: "list", elem: elem ?? UNKNOWN };
      }
      case "dictionary": {
        let key: Type | null = null;
        let value: Type | null = null;
        const values: Type[] = [];
        for (const entry of node.namedChildren) {
          const v = entry.get("value");
          const vt = v ? this.element(v, scope) : UNKNOWN;
          values.push(vt);
          key ??= STRING;
          value = value === null ? vt : join(value, vt);
        }
        // Values of different types: kept for a check against a required value type, as a list's elements are (58b D1).
        if (value !== null && !fullyKnown(value) && values.some(fullyKnown)) this.mixedLists.set(node, values);
        return { k: "dict", key: key ?? UNKNOWN, value: value ?? UNKNOWN };
      }
      case "range_expression": {
        const s = node.get("start");
        const e = node.get("end");
        const st = s ? this.expr(s, scope) : UNKNOWN;
        if (e) this.expr(e, scope);
        return { k: "range", elem: st };
      }
      case "list_comprehension":
        return this.comprehension(node, scope);
      case "binary_expression":
        return inferBinary(this, node, scope);
      case "unary_expression":
        return inferUnary(this, node, scope);
      case "cast_expression": {
        const v = node.get("value");
        if (v) this.expr(v, scope);
        return this.annotationType(node.get("type") as AstNode, scope);
      }
      case "borrow_expression":
        return this.ownership.borrow(node, scope, false);
      case "ref_expression": {
        const operand = node.get("operand");
        const t = operand ? this.expr(operand, scope) : UNKNOWN;
        return { k: "arc", inner: t };
      }
      case "call_expression":
        return inferCall(this, node, scope);
      case "field_expression":
        return inferField(this, node, scope);
      case "index_expression":
        return inferIndex(this, node, scope);
      case "try_expression":
        return this.tryExpression(node, scope);
      case "lambda": {
        const expected = this.expectedValue(node);
        if (expected?.k !== "fn") return this.lambda(node, scope);
        return this.lambda(node, scope, annotatedParams(node, expected.sig), scope.owner, [], this.declaredLambdaResult(expected.sig));
      }
      case "block":
        return this.nested(node, scope, "block");
      case "if_expression":
        return this.ifExpression(node, scope, statementLevel);
      case "while_expression":
        return this.whileExpression(node, scope);
      case "for_expression":
      case "spawn_for_expression":
        return this.forExpression(node, scope);
      case "match_expression":
        return this.matchExpression(node, scope);
      case "spawn_expression": {
        // `(left, right) = spawn { …; return (a, b) }` (syntax.md §4.6): the block's value is what its
        // `return`s and tail agree on ("returns the result to the enclosing scope"). Its own collection of
        // returns, so that they are not taken for an enclosing lambda's, nor checked against the enclosing
        // function's declared result.
        const body = node.get("body");
        if (!body) return UNKNOWN;
        const spawned = this.openScope("bare", scope, { ...scope.frame, returns: [], declared: false, result: UNKNOWN }, body, body);
        const tail = body.type === "block" ? this.statements(body, spawned) : this.expr(body, spawned);
        this.closeScope(spawned);
        return valueOrUnknown(blockResult(spawned.frame.returns!, tail));
      }
      case "unsafe_expression": {
        const body = node.get("body");
        if (!body) return UNKNOWN;
        return body.type === "block" ? this.nested(body, scope, "bare") : this.expr(body, scope);
      }
      case "assignment_expression":
        return this.assignment(node, scope, statementLevel);
      case "return_expression": {
        const value = node.get("value");
        if (value && scope.frame.declared) this.expectValue(value, scope.frame.result);
        // `return {}` where a dictionary is declared: an empty dictionary (syntax.md §5.8), not an empty block.
        const dictionaryExpected = value !== null && isEmptyBraces(value) && scope.frame.declared && DICTIONARY_LIKE.has(deref(scope.frame.result).k);
        const t = !value ? VOID : dictionaryExpected ? EMPTY_DICTIONARY : this.expr(value, scope);
        if (value) this.ownership.returned(value, scope);
        const frame = scope.frame;
        frame.returns?.push(t);
        // An Option/Result (built in or the program's own) is not compared: a plain value may stand for one (§6.5).
        if (frame.declared && value && !checksItsOwnResult(value, frame.result) && wrapper(frame.result) === undefined && !this.inSpawnedBody(scope)) {
          this.checks?.assignment(this, t, frame.result, value, node.children[0] ?? node, "the function returns");
        } else if (frame.declared && !value && returnsValue(frame.result) && !this.inSpawnedBody(scope) && !this.referenceMode) {
          this.checks?.bareReturn(this, node, frame.result);
        }
        return { k: "prim", name: "Never" };
      }
      case "break_expression":
      case "continue_expression":
        this.ownership.loopExit(scope.frame, node.type === "break_expression" ? "break" : "continue");
        return { k: "prim", name: "Never" };
      default:
        // ERROR nodes and anything unexpected: not analysed (no cascades).
        return UNKNOWN;
    }
  }

  private assignment(node: AstNode, scope: Scope, statementLevel: boolean): Type {
    const left = node.get("left");
    const right = node.get("right");
    const t = right ? this.expr(right, scope) : UNKNOWN;
    if (left?.type === "identifier") {
      expressionAssignment(this, node, left, right, scope, statementLevel);
    } else if (left && left.type !== "tuple_expression") {
      this.fieldWritten(left, this.expr(left, scope), right, t);
    }
    return t;
  }

  private comprehension(node: AstNode, scope: Scope): Type {
    const iterable = node.get("iterable");
    const it = iterable ? this.expr(iterable, scope) : UNKNOWN;
    // `_` and `(k, v)` bind nothing: only a plain name is kept (syntax.md §7.1).
    const variable = node.get("variable");
    const element = node.get("element");
    const inner = this.openScope("comprehension", scope, scope.frame, node, node);
    if (variable?.type === "identifier") {
      const b = this.bind(inner, variable.leafText, "loop", variable, { type: elementOf(it) });
      recordDefinition(this, b, { statement: node, form: "loop", visible: "scope" });
      recordEvent(this, variable, node, inner, variable, "declare", "loop", null);
    }
    const elemType = element ? this.expr(element, inner) : UNKNOWN;
    return { k: "list", elem: elemType };
  }

  /**
   * A lambda passed as an argument: its unannotated parameters take the types of the function type `expected()` gives, when
   * the arity fits (calls.ts). A block body that can end without a value where the parameter's type has a result wholly
   * known (`apply((x: Int) => { if x > 0 { return x } }, 3)` for `f: (Int) -> Int`) is E1002 at its `}` (105d note);
   * its `return`s are not checked against that result here (a generic callee's instantiation may still be open).
   */
  lambdaArgument(node: AstNode, scope: Scope, expected: () => Type): Type {
    const params = lambdaParams(node);
    const context = expected();
    const arityFits = context.k === "fn" && context.sig.params.length === params.length;
    const ends = context.k === "fn" && arityFits && !context.sig.generic && fullyKnown(context.sig.result) ? context.sig.result : undefined;
    if (params.some((p) => !p.get("type")) && context.k === "fn" && arityFits) return this.lambda(node, scope, context.sig.params.map((p) => p.type), scope.owner, [], undefined, ends);
    return this.lambda(node, scope, [], scope.owner, [], undefined, ends);
  }

  /** An element of a list, tuple or dictionary literal: `{}` there is an empty dictionary (`[{}]`, syntax.md §5.8). */
  private element(node: AstNode, scope: Scope): Type {
    return isEmptyBraces(node) ? EMPTY_DICTIONARY : this.expr(node, scope);
  }

  /**
   * The result a lambda's declared type gives it (`f: (a: Int) -> Int = (a) => …` in a body, a lambda a
   * function with a declared function result returns), checked as a top-level function's (not in the
   * reference's view: it checks no lambda bound in a body).
   */
  private declaredLambdaResult(sig: Signature): Type | undefined {
    return sig.checkTypes && !sig.generic && !this.referenceMode ? sig.result : undefined;
  }

  /**
   * A lambda; `context`: the types its unannotated parameters take, by position; `declaredResult`: the
   * result a declaration gives it, which its `return`s and its expression body are checked against.
   */
  private lambda(node: AstNode, scope: Scope, context: readonly Type[] = [], owner: string | null = scope.owner, signature: readonly SigParam[] = [], declaredResult?: Type, endResult?: Type): Type {
    const last = this.curried?.last;
    const declared = declaredResult ?? (last?.lambda === node ? last.result : undefined);
    const frame: FunctionFrame = { ...NO_FRAME, returns: [], ...(declared && declared.k !== "unknown" ? declaredFrame(declared) : {}) };
    const inner = this.openScope("lambda", scope, frame, node, node, owner);
    const curried = this.curried?.lambdas.includes(node) ? this.curried.params : [];
    const positional = context.length === 0 ? this.curried?.positional?.get(node) : undefined;
    this.declareLambdaParams(node, inner, signature.length > 0 ? signature.filter((p) => p.type.k !== "meta") : curried, UNKNOWN, positional ?? context);
    const mark = this.ownership.mark();
    const body = node.get("body");
    if (body && frame.declared) this.expectResult(body, frame.result);
    const bodyType = this.body(body, inner);
    if (body && body.type !== "block" && frame.declared) this.expressionResult(frame, body, bodyType);
    if (body?.type === "block" && frame.declared) {
      // Its last expression too, as a top-level function's (105d R2: `lam: (a: Int) -> String = (a) => { a }` in a body passed).
      this.blockResult(frame, body, bodyType);
      this.endOfBody(frame, body, bodyType);
    }
    const endedWithout = body?.type === "block" && endResult !== undefined && !frame.declared && this.endOfBody({ ...frame, ...declaredFrame(endResult) }, body, bodyType);
    // A lambda body runs later: moves of outer names inside it are not moves here.
    this.ownership.undoOuterMoves(mark, inner);
    this.closeScope(inner);
    const written = lambdaSignature(node, this.annotationsAt(scope));
    // A parameter written without a type has the one its context gives (`return (x) => …` where `(x: Int) -> Int` is declared).
    const sig = context.length === 0 ? written : { ...written, params: written.params.map((p, i) => (p.type.k === "unknown" && context[i] && context[i]!.k !== "unknown" ? { ...p, type: context[i]! } : p)) };
    // An expression body's type is the lambda's result (`(n: Int) => f"{n}"` gives a String), which a
    // generic callee's result is instantiated with (instantiate.ts). A block's is a top-level function's
    // (functionResult): the type its `return`s and a valued tail agree on, Void when it ends without a value.
    const given = body?.type === "block" ? functionResult(frame.returns!, bodyType, body) : bodyType;
    // A block said to end without the value its parameter's type asks for (E1002 at its `}`) is not that error
    // again as an argument of another type (106e X3: `(Int) -> Void` where `(Int) -> Int` is expected).
    const result = endedWithout && given.k === "prim" && given.name === "Void" ? endResult! : given;
    if (body && result.k !== "unknown" && !(result.k === "prim" && result.name === "Never")) return { k: "fn", sig: { ...sig, result } };
    return { k: "fn", sig };
  }

  ifExpression(node: AstNode, scope: Scope, statementLevel: boolean): Type {
    const condition = node.get("condition");
    if (condition) {
      const c = this.expr(condition, scope);
      this.checks?.condition(this, node, condition, c, statementLevel ? "if-statement" : "if-expression");
    }
    const kind: ScopeKind = "if";
    const branches = this.ownership.branches();
    const consequence = node.get("consequence");
    let type: Type = UNKNOWN;
    if (consequence) {
      branches.enter();
      type = this.nested(consequence, scope, kind);
      branches.leave(diverges(type));
    }
    const alternative = node.get("alternative")?.get("body");
    if (alternative) {
      branches.enter();
      const other =
        alternative.type === "if_expression"
          ? this.ifExpression(alternative, scope, statementLevel)
          : alternative.type === "block"
            ? this.nested(alternative, scope, kind)
            : this.expr(alternative, scope);
      branches.leave(diverges(other));
      const joined = join(type, other);
      // An `else if` chain's branches are this `if`'s.
      this.noteBranches(node, [type, ...(this.mixedBranches.get(alternative) ?? [other])], joined);
      type = joined;
    } else {
      type = UNKNOWN;
    }
    // Without `else` the condition may skip the branch.
    branches.finish(alternative !== null && alternative !== undefined);
    return type;
  }

  /**
   * Keeps the branch types of an `if` or `match` value whose branches give no
   * one type (`joined`, unknown or less than a branch's) while some give a
   * known one: the value has no type then, but each branch must fit a type
   * the context requires (check/assignments.ts).
   */
  private noteBranches(node: AstNode, types: readonly Type[], joined: Type): void {
    // Also where the join kept less than a branch says: a generic record's arguments (`Box(String)`, `Box(Int)`: a `Box`).
    if (types.some((t) => fullyKnown(t) && !sameInstance(t, joined))) this.mixedBranches.set(node, types);
  }

  private whileExpression(node: AstNode, scope: Scope): Type {
    const condition = node.get("condition");
    if (condition) {
      const c = this.expr(condition, scope);
      this.checks?.condition(this, node, condition, c, "while");
    }
    const body = node.get("body");
    if (body) {
      const endLoop = this.ownership.loop(scope.frame, condition?.type === "boolean_literal" && condition.token("true") !== null);
      if (body.type === "block") this.nested(body, scope, "while");
      else this.expr(body, scope);
      endLoop();
    }
    return VOID;
  }

  private forExpression(node: AstNode, scope: Scope): Type {
    const iterable = node.get("iterable");
    const it = iterable ? this.expr(iterable, scope) : UNKNOWN;
    if (iterable) this.checks?.iterable(this, iterable, it);
    const variable = node.get("variable");
    const body = node.get("body");
    const classified = variable ? classifyLoopVariable(this, variable, scope) : null;
    const setup = (inner: Scope): void => {
      if (node.type === "spawn_for_expression") this.spawnedBodies.add(inner);
      if (variable && variable.leafText !== "_") {
        const b = this.bind(inner, variable.leafText, "loop", variable, {
          type: elementOf(it),
          mutable: node.children.some((c) => c.type === "mutable_specifier"),
        });
        recordDefinition(this, b, { statement: node, form: "loop", visible: "scope" });
        recordEvent(this, variable, node, inner, variable, classified?.outcome ?? "declare", "loop", classified?.previous ?? null);
      }
    };
    let tail: Type = UNKNOWN;
    if (body) {
      const endLoop = this.ownership.loop(scope.frame);
      tail = this.nested(body, scope, "for", setup, variable ?? body);
      endLoop();
    }
    // `spawn for` collects its bodies' values (syntax.md §4.6: `results = spawn for url in urls { fetch(url) }`),
    // a list of the body's value when it has one; a statement `for` has no useful value.
    const value = deref(tail);
    if (node.type === "spawn_for_expression" && value.k !== "unknown" && !(value.k === "prim" && value.name === "Void")) return { k: "list", elem: tail };
    return UNKNOWN;
  }

  private matchExpression(node: AstNode, scope: Scope): Type {
    const value = node.get("value");
    const scrutinee = value ? this.expr(value, scope) : UNKNOWN;
    const arms = node.get("body")?.namedChildren ?? [];
    const branches = this.ownership.branches();
    // The value: the one type every arm that does not diverge gives (`chosen = match r { (ok(a)) => a, _ =>
    // App(…) }` is an App); a Void or unknown arm, or two types, leave it unknown.
    let type: Type | null = null;
    const armTypes: Type[] = [];
    // Only one arm runs: the borrows one arm's value makes (`1 => &mut n, _ => &n`) do not conflict with
    // another's (diagnostics.md §6.7 rule 3, as an `if`'s branches; 87a D2). They live on after the match.
    const temporaries = this.ownership.temporaries();
    const armTemporaries = [];
    for (const arm of arms) {
      if (arm.type !== "match_arm") continue;
      branches.enter();
      this.matchArms++;
      const armValue = arm.get("value");
      const pattern = arm.get("pattern");
      let armType: Type = UNKNOWN;
      if (armValue) {
        armType = this.nested(
          armValue,
          scope,
          "match-arm",
          (inner) => {
            if (pattern) this.bindPattern(pattern, inner, arm, false, scrutinee);
          },
          arm,
        );
      }
      this.matchArms--;
      armTemporaries.push(...this.ownership.takeTemporaries(temporaries));
      branches.leave(diverges(armType));
      armTypes.push(armType);
      type = type === null ? armType : join(type, armType);
    }
    if (type !== null) this.noteBranches(node, armTypes, type);
    this.ownership.restoreTemporaries(armTemporaries);
    branches.finish();
    if (type?.k === "prim" && type.name === "Void") this.voidMatches.add(node);
    return type === null ? UNKNOWN : valueOrUnknown(type);
  }

  /**
   * A match-arm pattern: its names bind for the arm, except a bare name that
   * is a known constructor (`none`, `red`). `expected`: the type of the value
   * it is matched against; a name bound to all of it, an element of a tuple,
   * or the payload of `some(…)`, `ok(…)`, `err(…)` of an Option or Result
   * gets that part's type.
   */
  private bindPattern(pattern: AstNode, scope: Scope, arm: AstNode, field = false, expected: Type = UNKNOWN): void {
    switch (pattern.type) {
      case "identifier": {
        if (field) {
          // `{ name } =>` binds the field's value under its name.
          this.bindPatternName(pattern, scope, arm, expected);
          break;
        }
        // `red =>` against a value of an imported variant set: the variant, not a catch-all binding.
        if (this.matchedVariant(pattern, deref(expected))) break;
        // `none =>` against a built-in Option is the built-in constructor, whatever variant this file calls `none`.
        if (builtInConstructorOf(pattern.leafText, deref(expected))) {
          recordReference(this, pattern, scope, { kind: "prelude", name: pattern.leafText }, UNKNOWN, "read");
          break;
        }
        // Only a variant that takes nothing: a bare name cannot match one with a payload (`(key(key))`
        // binds the payload under the variant's name, syntax.md §7.2; 54a D1).
        const variant = this.variantNamed(pattern.leafText);
        if (variant && takesNothing(variant)) {
          recordReference(this, pattern, scope, { decl: variant } as Binding, UNKNOWN, "read");
          break;
        }
        if (BUILTIN_CONSTRUCTORS.has(pattern.leafText)) {
          recordReference(this, pattern, scope, { kind: "prelude", name: pattern.leafText }, UNKNOWN, "read");
          break;
        }
        // A bare name that names an imported or declared type is a constructor, not a new binding; one
        // naming an imported function, value or module is a new binding that hides it (R10).
        const visible = scope.lookup(pattern.leafText);
        if (visible && (visible.kind === "type" || (visible.kind === "import" && visible.type.k === "meta"))) {
          recordReference(this, pattern, scope, visible, visible.type, "read");
          break;
        }
        this.bindPatternName(pattern, scope, arm, expected);
        break;
      }
      case "tuple_pattern": {
        const parts = pattern.namedChildren;
        const t = deref(expected);
        // `(some(t))` is one pattern in parentheses; `(a, b)` takes a tuple apart.
        parts.forEach((c, i) => this.bindPattern(c, scope, arm, false, parts.length === 1 ? expected : t.k === "tuple" && t.elems.length === parts.length ? t.elems[i]! : UNKNOWN));
        break;
      }
      case "struct_pattern": {
        // `{ x }` against a record: the local `x` holds its field `x` (syntax.md §7.2).
        const t = deref(expected);
        for (const c of pattern.namedChildren) {
          // Against a value of unknown type, the field of any record may be meant (a `possible` use of it).
          if (c.type === "identifier" && t.k === "unknown") this.unknownPatternMember(c, arm);
          this.bindPattern(c, scope, arm, true, c.type === "identifier" && t.k === "record" ? this.patternField(c, t) : UNKNOWN);
        }
        break;
      }
      case "constructor_pattern": {
        // `(Color.green(v))`: the compiler reads a call whose callee is not a plain name as `_` (syntax.md
        // §7.2), which binds nothing (the syntax pass warns, wildcard-patterns.ts).
        if (pattern.get("constructor")?.type === "pattern_path") break;
        const args = pattern.children.filter((c) => c.named && c.field !== "constructor");
        const constructor = pattern.get("constructor")?.leafText ?? "";
        const t = deref(expected);
        this.constructorUse(pattern.get("constructor"), t, scope);
        // A variant's payloads, or, for `(Pos(a, b))` against a `Pos`, its fields in order.
        const payloads =
          t.k === "record" ? (variantPayloads(this, t, constructor, args.length) ?? (constructor === t.name ? recordFieldTypes(this, t, args.length) : undefined)) : args.length === 1 ? [payloadType(constructor, t)] : undefined;
        args.forEach((c, i) => this.bindPattern(c, scope, arm, false, payloads?.[i] ?? UNKNOWN));
        break;
      }
      default:
        break;
    }
  }

  /**
   * The field `name` of `{ name }` against a value of `record`: a use of
   * that field (so find_references and a rename of the field see the
   * pattern), its type the local's; a record without such a field is E1042
   * (the pattern would take apart nothing). A member of that name that is
   * no field (a method, a variant) is neither.
   */
  private patternField(name: AstNode, record: Extract<Type, { k: "record" }>): Type {
    const decl = declarationsFor(this, record.file)?.types.get(record.name);
    if (decl?.kind !== "record") return UNKNOWN;
    const field = decl.fields.find((f) => f.name === name.leafText && !decl.variants.has(f.name));
    const found = memberOf(this, record, name.leafText);
    if (field && found.resolution.kind === "member") {
      recordMember(this, name, null, modelResolution(found.resolution), found.type);
      return found.type;
    }
    if (found.resolution.kind === "missing") this.checks?.member(this, name, record, found.resolution);
    return UNKNOWN;
  }

  /**
   * A member a pattern names (`title` of `{ title }`, `crit` of `(crit(d))`)
   * when the matched value's type is not known: any type's member of that
   * name may be meant, so find_references lists it as `possible` and a rename
   * of such a member leaves it with a warning rather than silently.
   */
  private unknownPatternMember(name: AstNode, arm: AstNode): void {
    recordMember(this, name, scrutineeOf(arm), { kind: "unknown", why: "receiver" }, UNKNOWN);
  }

  /**
   * A bare pattern name that is a variant of the matched value's variant set
   * (any file's: `red` against a `Color` imported from `colors`) is a use of
   * that variant; true when it is one.
   */
  private matchedVariant(name: AstNode, matched: Type): boolean {
    if (matched.k !== "record") return false;
    const decl = declarationsFor(this, matched.file)?.types.get(matched.name);
    if (decl?.kind !== "record" || !decl.variants.has(name.leafText)) return false;
    const found = memberOf(this, matched, name.leafText);
    if (found.resolution.kind !== "member") return false;
    // Typed as the matched value's variant (`some` against a `Maybe(Int)`: `(Int) -> Maybe(Int)`, 93e D6).
    recordMember(this, name, name, modelResolution(found.resolution), found.type);
    return true;
  }

  /**
   * `capture` of `(capture(by, victim))`: a use of the variant of the matched
   * value's variant set (any file's), or of this file's variant of that name
   * when the value's type is not known; so a rename of the variant renames
   * its patterns too.
   */
  private constructorUse(constructor: AstNode | null, matched: Type, scope: Scope): void {
    if (!constructor) return;
    const name = constructor.leafText;
    if (matched.k === "record") {
      // A variant the matched type does not have is no other type's variant.
      if (!this.matchedVariant(constructor, matched)) this.missingVariant(constructor, matched);
      return;
    }
    // `(some(v))` against a built-in Option: the built-in constructor, not this file's `Maybe.some`.
    if (builtInConstructorOf(name, matched)) return;
    const variant = this.variantNamed(name);
    if (variant) recordReference(this, constructor, scope, { decl: variant } as Binding, UNKNOWN, "read");
    // Against a value of unknown type, an imported set's variant of that name may be meant (a name the
    // file binds, an imported constructor function, is that binding).
    else if (deref(matched).k === "unknown" && !scope.lookup(name)) this.unknownPatternMember(constructor, constructor.parent ?? constructor);
  }

  /**
   * `(rect(w))` against a value of a variant set without `rect` (a variant
   * renamed or removed, 53b D2): E1042, as `Shape.rect(…)` is; the arm could
   * never match. Not for a record matched by its own name (`(Pos(a, b))`).
   */
  private missingVariant(constructor: AstNode, matched: Extract<Type, { k: "record" }>): void {
    const decl = declarationsFor(this, matched.file)?.types.get(matched.name);
    const name = constructor.leafText;
    if (decl?.kind !== "record" || decl.variants.size === 0 || name === matched.name || decl.variants.has(name)) return;
    // A field or method of that name is no variant either, but "has no variant or method" would be wrong: left alone.
    const found = memberOf(this, matched, name);
    if (found.resolution.kind !== "missing") return;
    this.checks?.member(this, constructor, matched, found.resolution);
    recordMember(this, constructor, null, modelResolution(found.resolution), UNKNOWN);
  }

  private bindPatternName(name: AstNode, scope: Scope, arm: AstNode, type: Type = UNKNOWN): void {
    const b = this.bind(scope, name.leafText, "pattern", name, { type });
    recordDefinition(this, b, { statement: arm, form: "pattern", visible: "scope" });
    recordEvent(this, name, arm, scope, name, "declare", "pattern", null);
  }

  /**
   * The variant set a bare name read in a match arm is a variant of (a type
   * this file declares or imports: `north => east`), and what `.name` on it
   * resolves to; undefined when none has that variant. Several variant sets
   * with that variant: which one is meant is not known (a possible use of
   * each). The reference does not check arms (diagnostics.md §6 blind spots)
   * and such arms pass there.
   */
  armVariant(name: string): { readonly type: Type; readonly resolution: ModelMemberResolution } | undefined {
    const sets: Type[] = [];
    for (const file of [this.context.file, ...this.context.importedFiles()]) {
      const decls = file === this.context.file ? this.context.declarations : declarationsFor(this, file);
      for (const decl of decls?.types.values() ?? []) if (decl.kind === "record" && decl.variants.has(name)) sets.push({ k: "record", name: decl.name, file });
    }
    if (sets.length === 0) return undefined;
    if (sets.length > 1) return { type: UNKNOWN, resolution: { kind: "unknown", why: "receiver" } };
    return { type: sets[0]!, resolution: modelResolution(memberOf(this, sets[0]!, name).resolution) };
  }

  private variants: Map<string, { node: AstNode; type: string }> | undefined;

  /** The name token of the variant `name` of a type of this file (`red` of `Color: Type = { red: () -> Color }`), or undefined. */
  private variantNamed(name: string): AstNode | undefined {
    this.memo?.readStatic(`vn:${name}`);
    this.variants ??= variantsOf(this.declarations);
    return this.variants.get(name)?.node;
  }

  private tryExpression(node: AstNode, scope: Scope): Type {
    const operand = node.get("operand");
    const question = node.children.find((c) => !c.named && c.type === "?") ?? node;
    const frame = scope.frame;
    // The reference checks the enclosing function before the operand.
    if (!frame.returnsResult) {
      this.checks?.tryOutsideResult(this, question);
      if (operand) this.expr(operand, scope);
      return UNKNOWN;
    }
    const t = operand ? this.expr(operand, scope) : UNKNOWN;
    this.checks?.tryOperand(this, question, t, frame.errorType);
    return resultParts(t)?.ok ?? UNKNOWN;
  }
}

// ───────────────────────────── helpers ─────────────────────────────

interface SigParam {
  name: string;
  type: Type;
  mutable: boolean;
  own: Binding["own"];
  /** The name token. */
  node: AstNode;
  /** The whole parameter (name and type). */
  param: AstNode;
}

/** Every named parameter of every group of a function type (for the body's scope), and the annotations with its type parameters in scope. */
function allParams(fnType: AstNode, annotations: Annotations): { params: SigParam[]; scoped: Annotations } {
  const out: SigParam[] = [];
  // Type parameters (`T: Type`, `T: Show + Ord`, `T: Show`) of every group: named unknowns bound by their interfaces.
  const generics: string[] = [];
  let scoped = annotations;
  let current: AstNode | null = fnType;
  while (current?.type === "function_type") {
    const typeParameters = scoped.withTypeParameters(current.get("parameters")?.namedChildren ?? []);
    scoped = typeParameters.annotations;
    generics.push(...typeParameters.names);
    current = current.get("result");
  }
  current = fnType;
  while (current?.type === "function_type") {
    for (const p of current.get("parameters")?.namedChildren ?? []) {
      // A bare lower-case name in the first group is a parameter without a type (`(a: Int, b) -> Int`,
      // syntax.md §3.3: only a binding's own first group reads bare names as names); a capitalised
      // one reads as the type it spells everywhere else, so it binds nothing here.
      if (current === fnType && p.type === "type_identifier" && /^[a-z_]/.test(p.leafText)) {
        out.push({ name: p.leafText, type: UNKNOWN, mutable: false, own: "unknown", node: p, param: p });
        continue;
      }
      if (p.type !== "parameter") continue;
      const name = p.get("name");
      if (!name) continue;
      const typeNode = p.get("type");
      const type = generics.includes(name.leafText) ? { k: "meta" as const } : scoped.memberType(typeNode);
      out.push({
        name: name.leafText,
        type,
        mutable: p.children.some((c) => c.type === "mutable_specifier"),
        own: ownOfType(type),
        node: name,
        param: p,
      });
    }
    current = current.get("result");
  }
  return { params: out, scoped };
}

/** The lambdas `lambda` returns directly, each the body of the one before (`(k) => (x) => (y) => …`: the `x` and `y` lambdas). */
function curriedLambdas(lambda: AstNode): AstNode[] {
  const out: AstNode[] = [];
  for (let body = lambda.get("body"); body?.type === "lambda"; body = body.get("body")) out.push(body);
  return out;
}

/**
 * `compose: (f: …, g: …) -> (Int) -> Int = (f, g) => (x) => …`: a later group of bare types (a
 * type position, annotations.ts laterGroup) has no names to bind by, so the lambda that takes its
 * place binds it by position: `x` is an Int (93e D3). Undefined when no lambda does.
 */
function positionalGroups(fnType: AstNode, lambdas: readonly AstNode[], annotations: Annotations): ReadonlyMap<AstNode, readonly Type[]> | undefined {
  const out = new Map<AstNode, readonly Type[]>();
  let group = fnType.get("result");
  for (const lambda of lambdas) {
    if (group?.type !== "function_type") break;
    const entries = group.get("parameters")?.namedChildren ?? [];
    if (entries.length > 0 && entries.length === lambdaParams(lambda).length && entries.every((e) => e.type !== "parameter")) {
      out.set(lambda, annotations.signature(group, { laterGroup: true }).params.map((p) => p.type));
    }
    group = group.get("result");
  }
  return out.size > 0 ? out : undefined;
}

/** The innermost lambda of a curried function's body and the result it gives (see curriedResult). */
interface CurriedResult {
  readonly lambda: AstNode;
  readonly result: Type;
}

/**
 * `adder: (a: Int) -> (b: Int) -> Int = (a) => (b) => …`: a chain of lambdas that binds every group
 * in order, each lambda exactly its group's names, gives the final result from its innermost body,
 * which is then checked as a one-group function's body is (E1002 for `(b) => "s"`, 67a). Not when a
 * group is bound otherwise (`(N: Int) -> (s: String) -> String = (s) => s`: which group a lambda
 * binds is then a guess) or holds a type parameter, nor when the result is not fully typed.
 */
function curriedResult(fnType: AstNode, lambdas: readonly AstNode[], params: readonly SigParam[], annotations: Annotations): CurriedResult | undefined {
  const groups: AstNode[] = [];
  for (let group: AstNode | null = fnType; group?.type === "function_type"; group = group.get("result")) groups.push(group);
  if (groups.length !== lambdas.length || params.some((p) => p.type.k === "meta")) return undefined;
  const bindsItsGroup = (group: AstNode, lambda: AstNode) => {
    const names = (group.get("parameters")?.namedChildren ?? []).map((p) => (p.type === "parameter" ? p.get("name")?.leafText : undefined));
    const binders = lambdaParams(lambda).map((b) => b.get("name")?.leafText);
    return names.length === binders.length && names.every((name, i) => name !== undefined && name === binders[i]);
  };
  if (!groups.every((group, i) => bindsItsGroup(group, lambdas[i]!))) return undefined;
  const sig = annotations.signature(groups.at(-1)!, { laterGroup: true });
  return sig.checkTypes && !sig.generic ? { lambda: lambdas.at(-1)!, result: sig.result } : undefined;
}

/**
 * A lambda with untyped parameters given where a function of as many is declared (`return (x) => "s"` for
 * `(x: Int) -> Int`): it takes that function's parameters and checks its body against its result itself, so
 * the value is not compared again (104e M2: one mistake, two E1002s). A parameter written with a type is
 * compared with the declared one as before.
 */
function checksItsOwnResult(value: AstNode, declared: Type): boolean {
  // A block's last statement holds its value (`{ (x) => "s" }`).
  const lambda = value.type === "expression_statement" && value.namedChildren.length === 1 ? value.namedChildren[0]! : value;
  if (lambda.type !== "lambda" || declared.k !== "fn") return false;
  const params = lambdaParams(lambda);
  return params.length === declared.sig.params.length && params.every((p) => p.get("type") === null);
}

/** Whether `lambda` binds a generic signature's value group: its parameters, by name, in order. */
function bindsValueGroup(lambda: AstNode, sig: Signature): boolean {
  const binders = lambdaParams(lambda).map((b) => b.get("name")?.leafText);
  return binders.length === sig.params.length && sig.params.every((p, i) => p.name !== "" && p.name === binders[i]);
}

function finalResult(fnType: AstNode): AstNode | null {
  let result = fnType.get("result");
  while (result?.type === "function_type") result = result.get("result");
  return result;
}


/** Whether `name` is the built-in constructor of `matched`, a built-in Option (`some`, `none`) or Result (`ok`, `err`). */
function builtInConstructorOf(name: string, matched: Type): boolean {
  if (matched.k === "option") return name === "some" || name === "none";
  if (matched.k === "result") return name === "ok" || name === "err";
  return false;
}

/** The payload of `some(x)` / `ok(x)` / `err(x)` matched against an Option or Result. */
function payloadType(constructor: string, t: Type): Type {
  if (constructor === "some" && t.k === "option") return t.inner;
  if (constructor === "ok" && t.k === "result") return t.ok;
  if (constructor === "err" && t.k === "result") return t.err;
  return UNKNOWN;
}

/**
 * An unannotated function body's result: the type its `return`s agree on,
 * Void for a body without `return` whose last statement gives no value, else
 * the value of its last expression. That holds for a lambda's block
 * (`(x) => { x * 2 }`, the form format_source gives `(x) => x * 2`) and for a
 * bare block (`forty = { 40 + 2 }`, the form it gives `forty = () => 40 + 2`:
 * formatting.md §5.1, a rewrite its vectors do not count as a defect, o006;
 * and a zero-parameter function, diagnostics.md §6). Corpus
 * 03-semantics/no_tail_expr_return.yx ("tail expressions no longer return
 * implicitly") concerns functions with a declared result, whose type is the
 * declared one.
 */
function functionResult(returns: readonly Type[], tail: Type, body: AstNode): Type {
  const noValue = endsWithoutValue(body);
  if (returns.length === 0) return noValue ? VOID : tail;
  // A last expression that gives a value is one result more (`if c { return 1 }` then `"two"`: unknown).
  const valueAtEnd = !noValue && !(tail.k === "prim" && (tail.name === "Never" || tail.name === "Void"));
  return (valueAtEnd ? [...returns, tail] : returns).reduce((all, t) => join(all, t));
}

/** A block's last statement when it is an expression statement: that expression, else undefined. */
function lastExpression(block: AstNode): AstNode | undefined {
  const last = block.namedChildren.filter((c) => c.type !== "line_comment" && c.type !== "block_comment").at(-1);
  return last?.type === "expression_statement" ? last.namedChildren[0] : undefined;
}

/** A block whose last statement is a loop or an `if` without `else`: statements that give no value. */
function endsWithoutValue(block: AstNode): boolean {
  const inner = lastExpression(block);
  if (!inner) return false;
  if (inner.type === "for_expression" || inner.type === "spawn_for_expression" || inner.type === "while_expression") return true;
  return inner.type === "if_expression" && ifWithoutElse(inner);
}

/**
 * Visits the expressions whose value is `node`'s: itself, or through a
 * block's last expression, parentheses, each branch of an `if` with `else`
 * and each arm of a `match` (a visit, not a list: it runs for every call
 * argument that is itself a call).
 */
function forEachValueTail(node: AstNode, visit: (value: AstNode) => void): void {
  switch (node.type) {
    case "block": {
      const value = lastExpression(node);
      if (value) forEachValueTail(value, visit);
      return;
    }
    case "parenthesized_expression":
      if (node.namedChildren.length === 1) forEachValueTail(node.namedChildren[0]!, visit);
      return;
    case "if_expression": {
      const consequence = node.get("consequence");
      const alternative = node.get("alternative")?.get("body");
      if (consequence && alternative) {
        forEachValueTail(consequence, visit);
        forEachValueTail(alternative, visit);
      }
      return;
    }
    case "match_expression":
      for (const arm of node.get("body")?.namedChildren ?? []) {
        const value = arm.type === "match_arm" ? arm.get("value") : undefined;
        if (value) forEachValueTail(value, visit);
      }
      return;
    default:
      visit(node);
  }
}

/** An `if` (or `else if` chain) with no final `else`: some path gives no value. */
function ifWithoutElse(node: AstNode): boolean {
  const alternative = node.get("alternative")?.get("body");
  if (!alternative) return true;
  return alternative.type === "if_expression" && ifWithoutElse(alternative);
}

/** A spawn block's value: the one type its `return`s and its tail give (its tail alone without `return`), else unknown. */
function blockResult(returns: readonly Type[], tail: Type): Type {
  if (returns.length === 0) return valueOrUnknown(tail);
  return returns.reduce((all, t) => join(all, t), tail);
}

/** A value's type as a binding takes it: no value (Void, Never) is unknown. */
function valueOrUnknown(t: Type): Type {
  return t.k === "prim" && (t.name === "Void" || t.name === "Never") ? UNKNOWN : t;
}

/** An unannotated lambda's signature: arity from its header, types from inline annotations. */
export function lambdaSignature(lambda: AstNode, annotations: Annotations): Signature {
  const params: Param[] = lambdaParams(lambda).map((p) => {
    const t = p.get("type");
    return { name: p.get("name")?.leafText ?? "_", type: t ? annotations.type(t) : UNKNOWN, typed: t !== null, borrow: borrowKind(t) };
  });
  return { params, result: UNKNOWN, checkArity: true, checkTypes: params.every((p) => p.typed) };
}

function borrowKind(t: AstNode | null): Param["borrow"] {
  if (t?.type !== "reference_type") return "none";
  return t.children.some((c) => !c.named && (c.type === "&mut" || c.type === "mut")) ? "write" : "read";
}

/** The types of a lambda's parameters from the function type it is declared with: by name, else by position. */
function annotatedParams(lambda: AstNode, sig: Signature): Type[] {
  const params = lambdaParams(lambda);
  return params.map((p, i) => declaredParam(sig, p.get("name")?.leafText, i, params.length)?.type ?? UNKNOWN);
}

/** The parameter of the function type `sig` that a lambda's parameter `name`, `index`-th of `count`, is: by name, else by position. */
function declaredParam(sig: Signature, name: string | undefined, index: number, count: number): Param | undefined {
  return sig.params.find((s) => s.name === name) ?? (sig.params.length === count ? sig.params[index] : undefined);
}

/**
 * A bound lambda's signature; a local one (in a function body) also gives
 * calls of it the result it is declared with, else the one its body was
 * walked to have (`counted("lb")` is a `Unit` when `counted = (name: String)
 * => { …; return find_unit(name) }`). A top-level one keeps its lambda
 * header (top-level functions are typed from their declarations).
 */
function localLambdaSig(value: AstNode | null, valueType: Type, topLevel: boolean, w: Walker, scope: Scope): Signature | null {
  const own = value?.type === "lambda" ? lambdaSignature(value, w.annotationsAt(scope)) : null;
  if (!own || topLevel || valueType.k !== "fn") return own;
  const sig = withDeclaredParams(own, valueType.sig);
  return valueType.sig.result.k === "unknown" ? sig : { ...sig, result: valueType.sig.result };
}

/**
 * A local lambda's untyped parameters typed by the signature it is bound to
 * (`square: (n: Int) -> Int = (n) => n * n`: calls pass an `Int`), matched
 * by name, else by position, as its body sees them (annotatedParams); a
 * lambda's own types, or one the signature does not match, stay.
 */
function withDeclaredParams(own: Signature, declared: Signature): Signature {
  if (own.params.every((p) => p.typed)) return own;
  const params = own.params.map((p, i) => {
    if (p.typed) return p;
    const match = declaredParam(declared, p.name, i, own.params.length);
    return match?.typed ? { ...p, type: match.type, typed: true, borrow: match.borrow } : p;
  });
  return { ...own, params, checkTypes: params.every((p) => p.typed) };
}


export function ownOfType(t: Type): Binding["own"] {
  switch (t.k) {
    case "prim":
      return t.name === "String" || t.name === "Bytes" ? "move" : t.name === "Void" || t.name === "Never" ? "unknown" : "copy";
    case "ref":
      return t.mut ? "linear" : "dup";
    case "arc":
      return "dup";
    case "list":
    case "dict":
    case "set":
    case "tuple":
    case "record":
    // "Everything else moves" (§6.7), an Option or Result of a primitive too.
    case "option":
    case "result":
      return "move";
    default:
      return "unknown";
  }
}

export function elementOf(t: Type): Type {
  const d = deref(t);
  switch (d.k) {
    case "list":
    case "set":
    case "range":
      return d.elem;
    default:
      return UNKNOWN;
  }
}

/** A branch whose value is Never ended in `return`/`break`/`continue`: its moves do not flow on. */
function diverges(t: Type): boolean {
  return t.k === "prim" && t.name === "Never";
}


/** The name of an interface a type body lists (`Show`, `Container(T)`), or null for any other entry (fields, `Assert(…)`). */
function listedName(item: AstNode): AstNode | null {
  if (item.type === "type_identifier") return item;
  return item.type === "generic_type" && !assertPredicate(item) ? item.get("name") : null;
}

/** `T.m` defines a method when annotated, or when `T` is capitalised (locals.scm: `cfg.retries = 3` is a field write). */
function isMethodTarget(statement: AstNode, owner: AstNode): boolean {
  return statement.get("type") !== null || /^[A-Z]/.test(owner.leafText);
}

/** The keyword `mut` right after `from` (`y mut: Float` in a record body). */
function mutableAfter(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && (text[i] === " " || text[i] === "\t")) i++;
  return text.startsWith("mut", i) && !/[A-Za-z0-9_]/.test(text[i + 3] ?? "");
}

const variantTables = new WeakMap<Declarations, Map<string, { node: AstNode; type: string }>>();

/** Variant name → its name token and type, over the file's record types (memberKinds: every entry returns the type). */
function variantsOf(declarations: Declarations): Map<string, { node: AstNode; type: string }> {
  const known = variantTables.get(declarations);
  if (known) return known;
  const out = new Map<string, { node: AstNode; type: string }>();
  variantTables.set(declarations, out);
  for (const [name, decl] of declarations.types) {
    if (decl.kind !== "record" || decl.variants.size === 0) continue;
    const body = recordBody(decl);
    if (!body) continue;
    for (const entry of body.namedChildren) {
      const entryName = entry.type === "field_declaration" ? entry.get("name") : null;
      if (entryName && decl.variants.has(entryName.leafText) && !out.has(entryName.leafText)) out.set(entryName.leafText, { node: entryName, type: name });
    }
  }
  return out;
}

/** Whether the variant named by `name` (its declaration's name token) takes no payload: `quit: () -> Event`. */
function takesNothing(name: AstNode): boolean {
  let type = name.parent?.get("type") ?? null;
  while (type?.type === "tuple_type" && type.namedChildren.length === 1) type = type.namedChildren[0]!;
  return type?.type === "function_type" && (type.get("parameters")?.namedChildren.length ?? 0) === 0;
}

function recordBody(decl: RecordDecl): AstNode | null {
  const body = decl.node.get("value") ?? decl.node.get("body");
  return body?.type === "record_type" ? body : null;
}

/** The model's view of a member resolution (what is missing is no symbol either way). */
function modelResolution(resolution: MemberResult["resolution"]): ModelMemberResolution {
  if (resolution.kind !== "missing") return resolution;
  return resolution.owner === "unimported-module" ? { kind: "missing", unimportedModule: `std.${resolution.where}` } : MISSING;
}

const MISSING: ModelMemberResolution = { kind: "missing" };

// ───────────────────────────── memo support ─────────────────────────────

/** The context as the walk sees it, telling `run` every declaration it asks for. */
function trackedContext(context: FileContext, run: MemoRun): FileContext {
  const own = trackedDeclarations(context.declarations, run);
  return {
    file: context.file,
    text: context.text,
    root: context.root,
    positions: context.positions,
    listing: context.listing,
    declarations: own,
    exports: context.exports,
    typeEnvironment: () => context.typeEnvironment(),
    // Of the statement's own text: nothing another walk could change.
    braceInterpolation: (content) => context.braceInterpolation(content),
    lookupType(name) {
      run.readStatic(`lt:${name}`);
      return context.lookupType(name);
    },
    failedImport(name) {
      run.readStatic(`lt:${name}`);
      return context.failedImport(name);
    },
    declarationsOf(file) {
      if (file === context.file) return own;
      run.readStatic(`f:${file}`);
      return context.declarationsOf(file);
    },
    exportOf(file, name) {
      run.readStatic(`f:${file}`);
      return context.exportOf(file, name);
    },
    hasSyntaxErrors(file) {
      // Per document version, as the declarations are.
      run.readStatic(`f:${file}`);
      return context.hasSyntaxErrors(file);
    },
    textIn(file, node) {
      run.readStatic(`f:${file}`);
      return context.textIn(file, node);
    },
    useStatementsOf(file) {
      run.readStatic(`f:${file}`);
      return context.useStatementsOf(file);
    },
    walkedTopLevelType(file, name) {
      // Not the file's version: the type can change with a file it imports.
      run.readStatic(`rf:${file}\n${name}`);
      return context.walkedTopLevelType(file, name);
    },
    importedFiles() {
      run.readStatic("im:");
      return context.importedFiles();
    },
    apartMethodKeys(file, name) {
      run.readStatic(`f:${file}`);
      return context.apartMethodKeys(file, name);
    },
    versionOf: (file) => context.versionOf(file),
  };
}

/** The file's declarations, telling `run` every key asked for (walking a whole map is not described: volatile). */
function trackedDeclarations(d: Declarations, run: MemoRun): Declarations {
  const read = (key: string) => (key === "*" ? run.volatile() : run.readStatic(key));
  return {
    file: d.file,
    types: new NotedMap(d.types, "dt:", read),
    functions: new NotedMap(d.functions, "df:", read),
    methods: new NotedMap(d.methods, "dm:", read),
    values: new NotedMap(d.values, "dv:", read),
  };
}

/** The current value of a declaration key of MemoRun.readStatic, as the objects it comes from. */
function staticDigest(context: FileContext, key: string): readonly unknown[] {
  const colon = key.indexOf(":");
  const kind = key.slice(0, colon);
  const name = key.slice(colon + 1);
  const d = context.declarations;
  switch (kind) {
    case "df":
      return (d.functions.get(name) ?? []).map((f) => f.node);
    case "dt": {
      const t = d.types.get(name);
      return t ? [t.node] : [];
    }
    case "dm": {
      const table = d.methods.get(name);
      return table ? [...table].flatMap(([method, f]) => [method, f.node]) : [];
    }
    case "dv": {
      const v = d.values.get(name);
      return v ? [v] : [];
    }
    case "lt": {
      const found = context.lookupType(name);
      return found ? [found.decl.node, found.file] : [context.failedImport(name)];
    }
    case "f":
      // A document's declarations, exports and `use` statements are those of its version.
      return context.versionOf(name);
    case "l":
      return [context.listing];
    case "im":
      return context.importedFiles();
    case "rf": {
      const [file = "", fn = ""] = name.split("\n");
      return [JSON.stringify(context.walkedTopLevelType(file, fn) ?? null)];
    }
    case "vn": {
      const v = variantsOf(d).get(name);
      return v ? [v.node] : [];
    }
    default:
      return [key, Symbol("unknown key")];
  }
}

/** A declared result a bare `return` cannot give: any known type but Void and Never. */
function returnsValue(result: Type): boolean {
  return result.k !== "unknown" && !(result.k === "prim" && (result.name === "Void" || result.name === "Never"));
}

/** The frame of a function whose result is declared (a local function's): its `return`s are checked, and a `?` in it propagates to it when it returns a Result. */

/** The result of a curried signature's last group, when that group's types are checked (else undefined). */
function lastGroupResult(sig: Signature): Type | undefined {
  let group: Signature | undefined = sig.curried;
  while (group?.curried) group = group.curried;
  return group?.checkTypes ? group.result : undefined;
}

function declaredFrame(result: Type): Pick<FunctionFrame, "result" | "declared" | "returnsResult" | "errorType"> {
  const parts = resultParts(result);
  return { result, declared: true, returnsResult: parts !== null, errorType: parts?.err ?? null };
}

/** `{}`: an empty block where a statement may stand, an empty dictionary where a value is required (syntax.md §5.8). */
function isEmptyBraces(node: AstNode): boolean {
  return node.type === "block" && node.namedChildren.length === 0;
}

const EMPTY_DICTIONARY: Type = { k: "dict", key: UNKNOWN, value: UNKNOWN };

/** Declared results an empty `{}` is the value of. */
const DICTIONARY_LIKE: ReadonlySet<Type["k"]> = new Set(["dict", "set"]);

/** The offsets of `(T: Type, …) -> Type` in a generic type's definition (null for other statements). */
function genericTypeAnnotation(statement: AstNode): { start: number; end: number } | null {
  if (statement.type !== "generic_type_definition") return null;
  const parameters = statement.get("parameters");
  const result = statement.children.find((c) => c.type === "Type");
  return parameters && result ? { start: parameters.start, end: result.end } : null;
}

/** The value a match arm's pattern is matched against (`xs[0]` of `match xs[0] { … }`), or null. */
function scrutineeOf(node: AstNode): AstNode | null {
  for (let at: AstNode | null = node; at; at = at.parent) if (at.type === "match_expression") return at.get("value");
  return null;
}
