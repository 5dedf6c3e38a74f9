package syntax

import (
	"strconv"
	"strings"
)

// Dump formats a node like CPython 3.11's ast.dump(node): class names and
// field names as in Python's ast module, no positions. Our tree has no
// expression contexts, so Load, Store and Del are inferred from where an
// expression stands.
func Dump(n any) string {
	d := &dumper{}
	switch v := n.(type) {
	case *Module:
		d.module(v)
	case Stmt:
		d.stmt(v)
	case Expr:
		d.expr(v, ctxLoad)
	case Pattern:
		d.pattern(v)
	case *Arguments:
		d.arguments(v)
	case *Keyword:
		d.keyword(v)
	case *Arg:
		d.arg(v)
	case *Alias:
		d.alias(v)
	case *Comprehension:
		d.comprehension(v)
	case *ExceptHandler:
		d.handler(v)
	case *WithItem:
		d.withItem(v)
	case *MatchCase:
		d.matchCase(v)
	default:
		return "?"
	}
	return d.b.String()
}

type exprCtx uint8

const (
	ctxLoad exprCtx = iota
	ctxStore
	ctxDel
)

func (c exprCtx) String() string {
	switch c {
	case ctxStore:
		return "Store()"
	case ctxDel:
		return "Del()"
	}
	return "Load()"
}

// dumper writes the dump; node writes "Name(" and fields are separated by
// field, which tracks whether a comma is needed.
type dumper struct {
	b     strings.Builder
	comma []bool
}

func (d *dumper) open(name string) {
	d.b.WriteString(name)
	d.b.WriteByte('(')
	d.comma = append(d.comma, false)
}

func (d *dumper) close() {
	d.comma = d.comma[:len(d.comma)-1]
	d.b.WriteByte(')')
}

func (d *dumper) field(name string) {
	if d.comma[len(d.comma)-1] {
		d.b.WriteString(", ")
	}
	d.comma[len(d.comma)-1] = true
	d.b.WriteString(name)
	d.b.WriteByte('=')
}

func (d *dumper) raw(name, value string) {
	d.field(name)
	d.b.WriteString(value)
}

func (d *dumper) list(name string, n int, item func(i int)) {
	d.field(name)
	d.b.WriteByte('[')
	for i := 0; i < n; i++ {
		if i > 0 {
			d.b.WriteString(", ")
		}
		item(i)
	}
	d.b.WriteByte(']')
}

func (d *dumper) stmts(name string, body []Stmt) {
	d.list(name, len(body), func(i int) { d.stmt(body[i]) })
}

func (d *dumper) exprs(name string, es []Expr, ctx exprCtx) {
	d.list(name, len(es), func(i int) {
		if es[i] == nil {
			d.b.WriteString("None")
			return
		}
		d.expr(es[i], ctx)
	})
}

func (d *dumper) optExpr(name string, e Expr, ctx exprCtx) {
	if e == nil {
		return
	}
	d.field(name)
	d.expr(e, ctx)
}

func (d *dumper) exprField(name string, e Expr, ctx exprCtx) {
	d.field(name)
	d.expr(e, ctx)
}

func (d *dumper) str(name, s string) {
	d.raw(name, strRepr(s))
}

func (d *dumper) optStr(name, s string) {
	if s != "" {
		d.str(name, s)
	}
}

func boolInt(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func (d *dumper) module(m *Module) {
	d.open("Module")
	d.stmts("body", m.Body)
	d.raw("type_ignores", "[]")
	d.close()
}

func (d *dumper) stmt(s Stmt) {
	switch s := s.(type) {
	case *FunctionDef:
		if s.IsAsync {
			d.open("AsyncFunctionDef")
		} else {
			d.open("FunctionDef")
		}
		d.str("name", s.Name)
		d.field("args")
		d.arguments(s.Args)
		d.stmts("body", s.Body)
		d.exprs("decorator_list", s.Decorators, ctxLoad)
		d.optExpr("returns", s.Returns, ctxLoad)
	case *ClassDef:
		d.open("ClassDef")
		d.str("name", s.Name)
		d.exprs("bases", s.Bases, ctxLoad)
		d.keywords(s.Keywords)
		d.stmts("body", s.Body)
		d.exprs("decorator_list", s.Decorators, ctxLoad)
	case *Return:
		d.open("Return")
		d.optExpr("value", s.Value, ctxLoad)
	case *Delete:
		d.open("Delete")
		d.exprs("targets", s.Targets, ctxDel)
	case *Assign:
		d.open("Assign")
		d.exprs("targets", s.Targets, ctxStore)
		d.exprField("value", s.Value, ctxLoad)
	case *AugAssign:
		d.open("AugAssign")
		d.exprField("target", s.Target, ctxStore)
		d.raw("op", opName(s.Op))
		d.exprField("value", s.Value, ctxLoad)
	case *AnnAssign:
		d.open("AnnAssign")
		d.exprField("target", s.Target, ctxStore)
		d.exprField("annotation", s.Annotation, ctxLoad)
		d.optExpr("value", s.Value, ctxLoad)
		d.raw("simple", boolInt(s.Simple))
	case *For:
		if s.IsAsync {
			d.open("AsyncFor")
		} else {
			d.open("For")
		}
		d.exprField("target", s.Target, ctxStore)
		d.exprField("iter", s.Iter, ctxLoad)
		d.stmts("body", s.Body)
		d.stmts("orelse", s.OrElse)
	case *While:
		d.open("While")
		d.exprField("test", s.Test, ctxLoad)
		d.stmts("body", s.Body)
		d.stmts("orelse", s.OrElse)
	case *If:
		d.open("If")
		d.exprField("test", s.Test, ctxLoad)
		d.stmts("body", s.Body)
		d.stmts("orelse", s.OrElse)
	case *With:
		if s.IsAsync {
			d.open("AsyncWith")
		} else {
			d.open("With")
		}
		d.list("items", len(s.Items), func(i int) { d.withItem(s.Items[i]) })
		d.stmts("body", s.Body)
	case *Match:
		d.open("Match")
		d.exprField("subject", s.Subject, ctxLoad)
		d.list("cases", len(s.Cases), func(i int) { d.matchCase(s.Cases[i]) })
	case *Raise:
		d.open("Raise")
		d.optExpr("exc", s.Exc, ctxLoad)
		d.optExpr("cause", s.Cause, ctxLoad)
	case *Try:
		if s.Star {
			d.open("TryStar")
		} else {
			d.open("Try")
		}
		d.stmts("body", s.Body)
		d.list("handlers", len(s.Handlers), func(i int) { d.handler(s.Handlers[i]) })
		d.stmts("orelse", s.OrElse)
		d.stmts("finalbody", s.FinalBody)
	case *Assert:
		d.open("Assert")
		d.exprField("test", s.Test, ctxLoad)
		d.optExpr("msg", s.Msg, ctxLoad)
	case *Import:
		d.open("Import")
		d.list("names", len(s.Names), func(i int) { d.alias(s.Names[i]) })
	case *ImportFrom:
		d.open("ImportFrom")
		d.optStr("module", s.Module)
		d.list("names", len(s.Names), func(i int) { d.alias(s.Names[i]) })
		d.raw("level", strconv.Itoa(s.Level))
	case *Global:
		d.open("Global")
		d.list("names", len(s.Names), func(i int) { d.b.WriteString(strRepr(s.Names[i])) })
	case *Nonlocal:
		d.open("Nonlocal")
		d.list("names", len(s.Names), func(i int) { d.b.WriteString(strRepr(s.Names[i])) })
	case *ExprStmt:
		d.open("Expr")
		d.exprField("value", s.Value, ctxLoad)
	case *Pass:
		d.open("Pass")
	case *Break:
		d.open("Break")
	case *Continue:
		d.open("Continue")
	case *TypeAlias:
		d.open("TypeAlias")
		d.exprField("name", s.Name, ctxStore)
		d.raw("type_params", "[]")
		d.exprField("value", s.Value, ctxLoad)
	default:
		d.open("?")
	}
	d.close()
}

func (d *dumper) expr(e Expr, ctx exprCtx) {
	switch e := e.(type) {
	case *Name:
		d.open("Name")
		d.str("id", e.Id)
		d.raw("ctx", ctx.String())
	case *Constant:
		d.open("Constant")
		d.raw("value", pyRepr(e.Value))
	case *JoinedStr:
		d.open("JoinedStr")
		d.exprs("values", e.Values, ctxLoad)
	case *FormattedValue:
		d.open("FormattedValue")
		d.exprField("value", e.Value, ctxLoad)
		conv := -1
		if e.Conversion != 0 {
			conv = int(e.Conversion)
		}
		d.raw("conversion", strconv.Itoa(conv))
		d.optExpr("format_spec", e.FormatSpec, ctxLoad)
	case *Attribute:
		d.open("Attribute")
		d.exprField("value", e.Value, ctxLoad)
		d.str("attr", e.Attr)
		d.raw("ctx", ctx.String())
	case *Subscript:
		d.open("Subscript")
		d.exprField("value", e.Value, ctxLoad)
		d.exprField("slice", e.Slice, ctxLoad)
		d.raw("ctx", ctx.String())
	case *Slice:
		d.open("Slice")
		d.optExpr("lower", e.Lower, ctxLoad)
		d.optExpr("upper", e.Upper, ctxLoad)
		d.optExpr("step", e.Step, ctxLoad)
	case *Starred:
		d.open("Starred")
		d.exprField("value", e.Value, ctx)
		d.raw("ctx", ctx.String())
	case *List:
		d.open("List")
		d.exprs("elts", e.Elts, ctx)
		d.raw("ctx", ctx.String())
	case *Tuple:
		d.open("Tuple")
		d.exprs("elts", e.Elts, ctx)
		d.raw("ctx", ctx.String())
	case *Set:
		d.open("Set")
		d.exprs("elts", e.Elts, ctxLoad)
	case *Dict:
		d.open("Dict")
		d.exprs("keys", e.Keys, ctxLoad)
		d.exprs("values", e.Values, ctxLoad)
	case *BinOp:
		d.open("BinOp")
		d.exprField("left", e.Left, ctxLoad)
		d.raw("op", opName(e.Op))
		d.exprField("right", e.Right, ctxLoad)
	case *UnaryOp:
		d.open("UnaryOp")
		d.raw("op", opName(e.Op))
		d.exprField("operand", e.Operand, ctxLoad)
	case *BoolOp:
		d.open("BoolOp")
		d.raw("op", opName(e.Op))
		d.exprs("values", e.Values, ctxLoad)
	case *Compare:
		d.open("Compare")
		d.exprField("left", e.Left, ctxLoad)
		d.list("ops", len(e.Ops), func(i int) { d.b.WriteString(opName(e.Ops[i])) })
		d.exprs("comparators", e.Comparators, ctxLoad)
	case *Call:
		d.open("Call")
		d.exprField("func", e.Func, ctxLoad)
		d.exprs("args", e.Args, ctxLoad)
		d.keywords(e.Keywords)
	case *IfExp:
		d.open("IfExp")
		d.exprField("test", e.Test, ctxLoad)
		d.exprField("body", e.Body, ctxLoad)
		d.exprField("orelse", e.OrElse, ctxLoad)
	case *Lambda:
		d.open("Lambda")
		d.field("args")
		d.arguments(e.Args)
		d.exprField("body", e.Body, ctxLoad)
	case *NamedExpr:
		d.open("NamedExpr")
		d.exprField("target", e.Target, ctxStore)
		d.exprField("value", e.Value, ctxLoad)
	case *ListComp:
		d.open("ListComp")
		d.exprField("elt", e.Elt, ctxLoad)
		d.generators(e.Generators)
	case *SetComp:
		d.open("SetComp")
		d.exprField("elt", e.Elt, ctxLoad)
		d.generators(e.Generators)
	case *GeneratorExp:
		d.open("GeneratorExp")
		d.exprField("elt", e.Elt, ctxLoad)
		d.generators(e.Generators)
	case *DictComp:
		d.open("DictComp")
		d.exprField("key", e.Key, ctxLoad)
		d.exprField("value", e.Value, ctxLoad)
		d.generators(e.Generators)
	case *Await:
		d.open("Await")
		d.exprField("value", e.Value, ctxLoad)
	case *Yield:
		d.open("Yield")
		d.optExpr("value", e.Value, ctxLoad)
	case *YieldFrom:
		d.open("YieldFrom")
		d.exprField("value", e.Value, ctxLoad)
	default:
		d.open("?")
	}
	d.close()
}

func (d *dumper) generators(gens []*Comprehension) {
	d.list("generators", len(gens), func(i int) { d.comprehension(gens[i]) })
}

func (d *dumper) comprehension(c *Comprehension) {
	d.open("comprehension")
	d.exprField("target", c.Target, ctxStore)
	d.exprField("iter", c.Iter, ctxLoad)
	d.exprs("ifs", c.Ifs, ctxLoad)
	d.raw("is_async", boolInt(c.IsAsync))
	d.close()
}

func (d *dumper) keywords(kws []*Keyword) {
	d.list("keywords", len(kws), func(i int) { d.keyword(kws[i]) })
}

func (d *dumper) keyword(k *Keyword) {
	d.open("keyword")
	d.optStr("arg", k.Arg)
	d.exprField("value", k.Value, ctxLoad)
	d.close()
}

func (d *dumper) arguments(a *Arguments) {
	d.open("arguments")
	d.list("posonlyargs", len(a.PosOnly), func(i int) { d.arg(a.PosOnly[i]) })
	d.list("args", len(a.Args), func(i int) { d.arg(a.Args[i]) })
	if a.Vararg != nil {
		d.field("vararg")
		d.arg(a.Vararg)
	}
	d.list("kwonlyargs", len(a.KwOnly), func(i int) { d.arg(a.KwOnly[i]) })
	d.exprs("kw_defaults", a.KwDefaults, ctxLoad)
	if a.Kwarg != nil {
		d.field("kwarg")
		d.arg(a.Kwarg)
	}
	d.exprs("defaults", a.Defaults, ctxLoad)
	d.close()
}

func (d *dumper) arg(a *Arg) {
	d.open("arg")
	d.str("arg", a.Name)
	d.optExpr("annotation", a.Annotation, ctxLoad)
	d.close()
}

func (d *dumper) alias(a *Alias) {
	d.open("alias")
	d.str("name", a.Name)
	d.optStr("asname", a.AsName)
	d.close()
}

func (d *dumper) withItem(w *WithItem) {
	d.open("withitem")
	d.exprField("context_expr", w.ContextExpr, ctxLoad)
	d.optExpr("optional_vars", w.OptionalVars, ctxStore)
	d.close()
}

func (d *dumper) handler(h *ExceptHandler) {
	d.open("ExceptHandler")
	d.optExpr("type", h.Type, ctxLoad)
	d.optStr("name", h.Name)
	d.stmts("body", h.Body)
	d.close()
}

func (d *dumper) matchCase(m *MatchCase) {
	d.open("match_case")
	d.field("pattern")
	d.pattern(m.Pattern)
	d.optExpr("guard", m.Guard, ctxLoad)
	d.stmts("body", m.Body)
	d.close()
}

func (d *dumper) patterns(name string, ps []Pattern) {
	d.list(name, len(ps), func(i int) { d.pattern(ps[i]) })
}

func (d *dumper) pattern(p Pattern) {
	switch p := p.(type) {
	case *MatchValue:
		d.open("MatchValue")
		d.exprField("value", p.Value, ctxLoad)
	case *MatchSingleton:
		d.open("MatchSingleton")
		d.raw("value", pyRepr(p.Value))
	case *MatchSequence:
		d.open("MatchSequence")
		d.patterns("patterns", p.Patterns)
	case *MatchMapping:
		d.open("MatchMapping")
		d.exprs("keys", p.Keys, ctxLoad)
		d.patterns("patterns", p.Patterns)
		d.optStr("rest", p.Rest)
	case *MatchClass:
		d.open("MatchClass")
		d.exprField("cls", p.Cls, ctxLoad)
		d.patterns("patterns", p.Patterns)
		d.list("kwd_attrs", len(p.KwdAttrs), func(i int) { d.b.WriteString(strRepr(p.KwdAttrs[i])) })
		d.patterns("kwd_patterns", p.KwdPatterns)
	case *MatchStar:
		d.open("MatchStar")
		d.optStr("name", p.Name)
	case *MatchAs:
		d.open("MatchAs")
		if p.Pattern != nil {
			d.field("pattern")
			d.pattern(p.Pattern)
		}
		d.optStr("name", p.Name)
	case *MatchOr:
		d.open("MatchOr")
		d.patterns("patterns", p.Patterns)
	default:
		d.open("?")
	}
	d.close()
}

// opName is the ast class name of an operator, with parentheses.
func opName(o Op) string {
	switch o {
	case Add:
		return "Add()"
	case Sub:
		return "Sub()"
	case Mult:
		return "Mult()"
	case MatMult:
		return "MatMult()"
	case Div:
		return "Div()"
	case Mod:
		return "Mod()"
	case Pow:
		return "Pow()"
	case LShift:
		return "LShift()"
	case RShift:
		return "RShift()"
	case BitOr:
		return "BitOr()"
	case BitXor:
		return "BitXor()"
	case BitAnd:
		return "BitAnd()"
	case FloorDiv:
		return "FloorDiv()"
	case Invert:
		return "Invert()"
	case Not:
		return "Not()"
	case UAdd:
		return "UAdd()"
	case USub:
		return "USub()"
	case And:
		return "And()"
	case Or:
		return "Or()"
	case Eq:
		return "Eq()"
	case NotEq:
		return "NotEq()"
	case Lt:
		return "Lt()"
	case LtE:
		return "LtE()"
	case Gt:
		return "Gt()"
	case GtE:
		return "GtE()"
	case Is:
		return "Is()"
	case IsNot:
		return "IsNot()"
	case In:
		return "In()"
	case NotIn:
		return "NotIn()"
	}
	return "?()"
}
