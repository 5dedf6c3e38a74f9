// Package syntax turns Python source into an abstract syntax tree.
//
// The node set follows CPython's ast module (names and fields), so that
// anyone who knows Python's grammar can read the compiler that consumes it.
// Every node records where it starts; statements and calls are what
// tracebacks point at.
package syntax

import "math/big"

// Pos is a position in the source: Line is 1-based, Col is the 1-based
// index of the code point within the line.
type Pos struct {
	Line int32
	Col  int32
}

// Loc is embedded in every node to give it a position.
type Loc struct{ P Pos }

// Pos returns where the node starts.
func (l Loc) Pos() Pos { return l.P }

// Node is any syntax tree node.
type Node interface{ Pos() Pos }

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Pattern is a pattern of a match statement's case.
type Pattern interface {
	Node
	patternNode()
}

// Module is a parsed source file.
type Module struct {
	Body []Stmt
}

// ---- operators ----

// Op names a unary, binary, boolean or comparison operator.
type Op uint8

const (
	OpInvalid Op = iota
	// binary
	Add
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
	// unary
	Invert
	Not
	UAdd
	USub
	// boolean
	And
	Or
	// comparison
	Eq
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

var opStrings = [...]string{
	OpInvalid: "?", Add: "+", Sub: "-", Mult: "*", MatMult: "@", Div: "/", Mod: "%",
	Pow: "**", LShift: "<<", RShift: ">>", BitOr: "|", BitXor: "^", BitAnd: "&",
	FloorDiv: "//", Invert: "~", Not: "not", UAdd: "+", USub: "-", And: "and",
	Or: "or", Eq: "==", NotEq: "!=", Lt: "<", LtE: "<=", Gt: ">", GtE: ">=",
	Is: "is", IsNot: "is not", In: "in", NotIn: "not in",
}

// String returns the operator as written in Python source.
func (o Op) String() string {
	if int(o) < len(opStrings) {
		return opStrings[o]
	}
	return "?"
}

// ---- constants ----

// NoneValue, EllipsisValue are the values of Constant for None and ....
type (
	NoneValue     struct{}
	EllipsisValue struct{}
)

// Bytes is the value of a Constant holding a bytes literal.
type Bytes string

// Constant is a literal. Value is one of: NoneValue, EllipsisValue, bool,
// int64 (ints that fit), *big.Int (ints that do not), float64,
// complex128 (imaginary literals, real part 0), string (str), Bytes.
type Constant struct {
	Loc
	Value any
}

var _ = big.NewInt // *big.Int is a documented Value type

// ---- expressions ----

type (
	// Name is a variable reference.
	Name struct {
		Loc
		Id string
	}
	// JoinedStr is an f-string: Values are Constant strings and FormattedValues.
	JoinedStr struct {
		Loc
		Values []Expr
	}
	// FormattedValue is one {...} field of an f-string. Conversion is 0,
	// 'r', 's' or 'a'; FormatSpec is nil or a JoinedStr.
	FormattedValue struct {
		Loc
		Value      Expr
		Conversion rune
		FormatSpec Expr
	}
	// Attribute is Value.Attr.
	Attribute struct {
		Loc
		Value Expr
		Attr  string
	}
	// Subscript is Value[Slice]; Slice may be a Slice node or a Tuple of them.
	Subscript struct {
		Loc
		Value Expr
		Slice Expr
	}
	// Slice is lower:upper:step inside a subscript; any part may be nil.
	Slice struct {
		Loc
		Lower, Upper, Step Expr
	}
	// Starred is *Value in a call, display or assignment target.
	Starred struct {
		Loc
		Value Expr
	}
	List struct {
		Loc
		Elts []Expr
	}
	Tuple struct {
		Loc
		Elts []Expr
	}
	Set struct {
		Loc
		Elts []Expr
	}
	// Dict is a dict display; a nil key marks **Values[i].
	Dict struct {
		Loc
		Keys   []Expr
		Values []Expr
	}
	BinOp struct {
		Loc
		Left  Expr
		Op    Op
		Right Expr
	}
	UnaryOp struct {
		Loc
		Op      Op
		Operand Expr
	}
	// BoolOp is Values[0] Op Values[1] Op ...; Op is And or Or.
	BoolOp struct {
		Loc
		Op     Op
		Values []Expr
	}
	// Compare is Left Ops[0] Comparators[0] Ops[1] Comparators[1] ...
	Compare struct {
		Loc
		Left        Expr
		Ops         []Op
		Comparators []Expr
	}
	// Call is Func(Args..., Keywords...); Args may contain Starred.
	Call struct {
		Loc
		Func     Expr
		Args     []Expr
		Keywords []*Keyword
	}
	IfExp struct {
		Loc
		Test, Body, OrElse Expr
	}
	Lambda struct {
		Loc
		Args *Arguments
		Body Expr
	}
	// NamedExpr is Target := Value.
	NamedExpr struct {
		Loc
		Target *Name
		Value  Expr
	}
	ListComp struct {
		Loc
		Elt        Expr
		Generators []*Comprehension
	}
	SetComp struct {
		Loc
		Elt        Expr
		Generators []*Comprehension
	}
	GeneratorExp struct {
		Loc
		Elt        Expr
		Generators []*Comprehension
	}
	DictComp struct {
		Loc
		Key, Value Expr
		Generators []*Comprehension
	}
	Await struct {
		Loc
		Value Expr
	}
	// Yield is yield [Value]; Value may be nil.
	Yield struct {
		Loc
		Value Expr
	}
	YieldFrom struct {
		Loc
		Value Expr
	}
)

// Keyword is name=Value in a call or class bases; Arg is "" for **Value.
type Keyword struct {
	Loc
	Arg   string
	Value Expr
}

// Comprehension is one "for Target in Iter if Ifs..." clause.
type Comprehension struct {
	Target  Expr
	Iter    Expr
	Ifs     []Expr
	IsAsync bool
}

// Arguments is a function's parameter list. Defaults belong to the last
// len(Defaults) of PosOnly+Args; KwDefaults is parallel to KwOnly with nil
// where a keyword-only parameter has no default.
type Arguments struct {
	PosOnly    []*Arg
	Args       []*Arg
	Vararg     *Arg
	KwOnly     []*Arg
	KwDefaults []Expr
	Kwarg      *Arg
	Defaults   []Expr
}

// Arg is one parameter.
type Arg struct {
	Loc
	Name       string
	Annotation Expr
}

func (*Name) exprNode()           {}
func (*Constant) exprNode()       {}
func (*JoinedStr) exprNode()      {}
func (*FormattedValue) exprNode() {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Slice) exprNode()          {}
func (*Starred) exprNode()        {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Set) exprNode()            {}
func (*Dict) exprNode()           {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*BoolOp) exprNode()         {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*IfExp) exprNode()          {}
func (*Lambda) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*GeneratorExp) exprNode()   {}
func (*DictComp) exprNode()       {}
func (*Await) exprNode()          {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}

// ---- statements ----

type (
	FunctionDef struct {
		Loc
		Name       string
		Args       *Arguments
		Body       []Stmt
		Decorators []Expr
		Returns    Expr
		IsAsync    bool
	}
	ClassDef struct {
		Loc
		Name       string
		Bases      []Expr
		Keywords   []*Keyword
		Body       []Stmt
		Decorators []Expr
	}
	Return struct {
		Loc
		Value Expr // may be nil
	}
	Delete struct {
		Loc
		Targets []Expr
	}
	// Assign is Targets[0] = Targets[1] = ... = Value.
	Assign struct {
		Loc
		Targets []Expr
		Value   Expr
	}
	AugAssign struct {
		Loc
		Target Expr
		Op     Op
		Value  Expr
	}
	// AnnAssign is Target: Annotation [= Value]; Simple is true when the
	// target is a plain name not in parentheses.
	AnnAssign struct {
		Loc
		Target     Expr
		Annotation Expr
		Value      Expr
		Simple     bool
	}
	For struct {
		Loc
		Target  Expr
		Iter    Expr
		Body    []Stmt
		OrElse  []Stmt
		IsAsync bool
	}
	While struct {
		Loc
		Test   Expr
		Body   []Stmt
		OrElse []Stmt
	}
	If struct {
		Loc
		Test   Expr
		Body   []Stmt
		OrElse []Stmt
	}
	With struct {
		Loc
		Items   []*WithItem
		Body    []Stmt
		IsAsync bool
	}
	Match struct {
		Loc
		Subject Expr
		Cases   []*MatchCase
	}
	// Raise is raise [Exc [from Cause]].
	Raise struct {
		Loc
		Exc, Cause Expr
	}
	// Try is try/except/else/finally; Star marks except*.
	Try struct {
		Loc
		Body      []Stmt
		Handlers  []*ExceptHandler
		OrElse    []Stmt
		FinalBody []Stmt
		Star      bool
	}
	Assert struct {
		Loc
		Test, Msg Expr
	}
	Import struct {
		Loc
		Names []*Alias
	}
	// ImportFrom is from [.*Level]Module import Names; Names is a single
	// Alias with Name "*" for a star import.
	ImportFrom struct {
		Loc
		Module string
		Names  []*Alias
		Level  int
	}
	Global struct {
		Loc
		Names []string
	}
	Nonlocal struct {
		Loc
		Names []string
	}
	ExprStmt struct {
		Loc
		Value Expr
	}
	Pass     struct{ Loc }
	Break    struct{ Loc }
	Continue struct{ Loc }
	// TypeAlias is Python 3.12's "type Name = Value".
	TypeAlias struct {
		Loc
		Name  *Name
		Value Expr
	}
)

// WithItem is one "ContextExpr [as OptionalVars]" of a with statement.
type WithItem struct {
	ContextExpr  Expr
	OptionalVars Expr
}

// ExceptHandler is "except [Type [as Name]]: Body".
type ExceptHandler struct {
	Loc
	Type Expr
	Name string
	Body []Stmt
}

// Alias is "Name [as AsName]" in an import; Name may be dotted.
type Alias struct {
	Loc
	Name   string
	AsName string
}

// MatchCase is "case Pattern [if Guard]: Body".
type MatchCase struct {
	Pattern Pattern
	Guard   Expr
	Body    []Stmt
}

func (*FunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()    {}
func (*Return) stmtNode()      {}
func (*Delete) stmtNode()      {}
func (*Assign) stmtNode()      {}
func (*AugAssign) stmtNode()   {}
func (*AnnAssign) stmtNode()   {}
func (*For) stmtNode()         {}
func (*While) stmtNode()       {}
func (*If) stmtNode()          {}
func (*With) stmtNode()        {}
func (*Match) stmtNode()       {}
func (*Raise) stmtNode()       {}
func (*Try) stmtNode()         {}
func (*Assert) stmtNode()      {}
func (*Import) stmtNode()      {}
func (*ImportFrom) stmtNode()  {}
func (*Global) stmtNode()      {}
func (*Nonlocal) stmtNode()    {}
func (*ExprStmt) stmtNode()    {}
func (*Pass) stmtNode()        {}
func (*Break) stmtNode()       {}
func (*Continue) stmtNode()    {}
func (*TypeAlias) stmtNode()   {}

// ---- patterns ----

type (
	// MatchValue matches by equality: a literal or a dotted name.
	MatchValue struct {
		Loc
		Value Expr
	}
	// MatchSingleton matches None, True or False by identity; Value is
	// NoneValue or bool.
	MatchSingleton struct {
		Loc
		Value any
	}
	MatchSequence struct {
		Loc
		Patterns []Pattern
	}
	// MatchMapping is {Keys[i]: Patterns[i], **Rest}; Rest is "" when absent.
	MatchMapping struct {
		Loc
		Keys     []Expr
		Patterns []Pattern
		Rest     string
	}
	// MatchClass is Cls(Patterns..., KwdAttrs[i]=KwdPatterns[i]...).
	MatchClass struct {
		Loc
		Cls         Expr
		Patterns    []Pattern
		KwdAttrs    []string
		KwdPatterns []Pattern
	}
	// MatchStar is *Name in a sequence pattern; Name is "" for *_.
	MatchStar struct {
		Loc
		Name string
	}
	// MatchAs is "Pattern as Name", a capture (Pattern nil), or the
	// wildcard _ (Pattern nil, Name "").
	MatchAs struct {
		Loc
		Pattern Pattern
		Name    string
	}
	MatchOr struct {
		Loc
		Patterns []Pattern
	}
)

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}
