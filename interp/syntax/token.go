package syntax

// tokKind is the kind of a token. Every operator and keyword has its own
// kind so that the parser can switch on it without string compares.
type tokKind uint8

const (
	tError tokKind = iota // the scanner failed; the error is in scanner.err
	tEOF
	tNewline
	tIndent
	tDedent
	tName
	tNumber
	tString  // a complete str or bytes literal, prefix and quotes included
	tFStart  // f-string prefix and opening quote
	tFMiddle // literal text of an f-string or of a format spec
	tFEnd    // closing quote of an f-string
	// tFSingleBrace is a lone '}' in f-string text, reported by the
	// parser so that the error lands where CPython 3.11 puts it.
	tFSingleBrace

	// operators
	tLpar
	tRpar
	tLsqb
	tRsqb
	tLbrace
	tRbrace
	tColon
	tComma
	tSemi
	tPlus
	tMinus
	tStar
	tSlash
	tVbar
	tAmper
	tLess
	tGreater
	tEqual
	tDot
	tPercent
	tEqEqual
	tNotEqual
	tLessEqual
	tGreaterEqual
	tTilde
	tCircumflex
	tLeftShift
	tRightShift
	tDoubleStar
	tPlusEqual
	tMinEqual
	tStarEqual
	tSlashEqual
	tPercentEqual
	tAmperEqual
	tVbarEqual
	tCircumflexEqual
	tLeftShiftEqual
	tRightShiftEqual
	tDoubleStarEqual
	tDoubleSlash
	tDoubleSlashEqual
	tAt
	tAtEqual
	tRarrow
	tEllipsis
	tColonEqual
	tExclaim
	tOpOther // a character Python has no token for, such as $ or ?

	// keywords
	kwFalse
	kwNone
	kwTrue
	kwAnd
	kwAs
	kwAssert
	kwAsync
	kwAwait
	kwBreak
	kwClass
	kwContinue
	kwDef
	kwDel
	kwElif
	kwElse
	kwExcept
	kwFinally
	kwFor
	kwFrom
	kwGlobal
	kwIf
	kwImport
	kwIn
	kwIs
	kwLambda
	kwNonlocal
	kwNot
	kwOr
	kwPass
	kwRaise
	kwReturn
	kwTry
	kwWhile
	kwWith
	kwYield
)

// token is one lexical token. Offsets are bytes into the prepared source;
// columns are 0-based code point indexes within their line.
type token struct {
	kind  tokKind
	level uint8 // bracket depth after the token, as CPython records it
	off   int32
	end   int32
	line  int32
	col   int32
	eline int32
	ecol  int32
}

func (t *token) isKeyword() bool { return t.kind >= kwFalse }

// keywordKind returns the keyword kind of an identifier, or tName.
func keywordKind(s string) tokKind {
	if len(s) < 2 || len(s) > 8 || s[0] < 'F' || s[0] > 'y' {
		return tName
	}
	switch s {
	case "False":
		return kwFalse
	case "None":
		return kwNone
	case "True":
		return kwTrue
	case "and":
		return kwAnd
	case "as":
		return kwAs
	case "assert":
		return kwAssert
	case "async":
		return kwAsync
	case "await":
		return kwAwait
	case "break":
		return kwBreak
	case "class":
		return kwClass
	case "continue":
		return kwContinue
	case "def":
		return kwDef
	case "del":
		return kwDel
	case "elif":
		return kwElif
	case "else":
		return kwElse
	case "except":
		return kwExcept
	case "finally":
		return kwFinally
	case "for":
		return kwFor
	case "from":
		return kwFrom
	case "global":
		return kwGlobal
	case "if":
		return kwIf
	case "import":
		return kwImport
	case "in":
		return kwIn
	case "is":
		return kwIs
	case "lambda":
		return kwLambda
	case "nonlocal":
		return kwNonlocal
	case "not":
		return kwNot
	case "or":
		return kwOr
	case "pass":
		return kwPass
	case "raise":
		return kwRaise
	case "return":
		return kwReturn
	case "try":
		return kwTry
	case "while":
		return kwWhile
	case "with":
		return kwWith
	case "yield":
		return kwYield
	}
	return tName
}

// augOps maps augmented assignment tokens to their operator.
func augOp(k tokKind) Op {
	switch k {
	case tPlusEqual:
		return Add
	case tMinEqual:
		return Sub
	case tStarEqual:
		return Mult
	case tAtEqual:
		return MatMult
	case tSlashEqual:
		return Div
	case tPercentEqual:
		return Mod
	case tAmperEqual:
		return BitAnd
	case tVbarEqual:
		return BitOr
	case tCircumflexEqual:
		return BitXor
	case tLeftShiftEqual:
		return LShift
	case tRightShiftEqual:
		return RShift
	case tDoubleStarEqual:
		return Pow
	case tDoubleSlashEqual:
		return FloorDiv
	}
	return OpInvalid
}
