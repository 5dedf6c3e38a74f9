package py

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuotedSourceErrors: errors found after parsing quote the line and
// underline the node, as CPython 3.11 does for a script (the expected
// texts are what python3 printed running these as files).
func TestQuotedSourceErrors(t *testing.T) {
	cases := []struct{ src, want string }{
		{"def f(a, a):\n    pass\n", "    def f(a, a):\n             ^\nSyntaxError: duplicate argument 'a' in function definition\n"},
		{"def f():\n    from os import *\n", "    from os import *\n                   ^\nSyntaxError: import * only allowed at module level\n"},
		{"def f():\n    return [(yield x) for x in y]\n", "    return [(yield x) for x in y]\n             ^^^^^^^\nSyntaxError: 'yield' inside list comprehension\n"},
		{"[x for x in (y := [1])]\n", "    [x for x in (y := [1])]\n                 ^^^^^^^^\nSyntaxError: assignment expression cannot be used in a comprehension iterable expression\n"},
		{"[x := 1 for x in range(3)]\n", "    [x := 1 for x in range(3)]\n     ^\nSyntaxError: assignment expression cannot rebind comprehension iteration variable 'x'\n"},
		{"def f(a):\n    global a\n", "    global a\n    ^^^^^^^^\nSyntaxError: name 'a' is parameter and global\n"},
		{"for x in y:\n    pass\nbreak\n", "    break\n    ^^^^^\nSyntaxError: 'break' outside loop\n"},
		{"a = *b\n", "    a = *b\n        ^^\nSyntaxError: can't use starred expression here\n"},
		{"f(a=1, a=2)\n", "    f(a=1, a=2)\n           ^^^\nSyntaxError: keyword argument repeated: a\n"},
		{"try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n", "    except:\n    ^^^^^^^\nSyntaxError: default 'except:' must be last\n"},
		{"match x:\n    case [a, a]:\n        pass\n", "    case [a, a]:\n             ^\nSyntaxError: multiple assignments to name 'a' in pattern\n"},
		{"import os\nfrom __future__ import annotations\n", "    from __future__ import annotations\n    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\nSyntaxError: from __future__ imports must occur at the beginning of the file\n"},
		{"from __future__ import braces\n", "    from __future__ import braces\n    ^\nSyntaxError: not a chance\n"},
		{"a, *b, *c = d\n", "    a, *b, *c = d\n    ^^^^^^^^^\nSyntaxError: multiple starred expressions in assignment\n"},
	}
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			_, err := Compile("<code>", c.src)
			var exc *Exception
			require.True(t, errors.As(err, &exc), "got %v", err)
			formatted, ok := exc.attrs.GetStr("_formatted")
			require.True(t, ok)
			got := strings.TrimRight(formatted.(*Str).String(), "\n")
			assert.True(t, strings.HasSuffix(got, "\n"+strings.TrimRight(c.want, "\n")), "got:\n%s\nwant:\n%s", got, c.want)
		})
	}
}
