package pii

import (
	"regexp"
	"strings"
	"testing"
)

// TestLitRegexp checks that the literal prefilter never changes a match.
func TestLitRegexp(t *testing.T) {
	exprs := []string{
		`(?i)(?:access(?:ibility|or)|api[_.-]?(?:id|name)|[a-z0-9-]*?api[a-z0-9-]*?:jar:|(?-i:[DdMm]onkey|[DM]ONKEY)|key[_.-]?(?:alias|id))`,
		`(?i)^true|false|null$`,
		`^\$(?:\d+|{\d+})$`,
		`(?:secret)[_.-]?(?:length|name|size)|(?-i:(?:[A-Z_]+=\n[A-Z_]+=|[a-z_]+=\n[a-z_]+=)(?:\n|\z))`,
		`a*|b`,
	}
	inputs := []string{"", "api_key = x", "ACCESSOR", "my-api-x:jar:", "Monkey", "MONKEY", "monKEY", "key_alias", "KEY-ID",
		"true", "xfalse", "null", "nullx", "$12", "${3}", "$x", "SECRET_NAME", "A_B=\nC_D=\n", "a=\nb=", "zzz", "b"}
	for _, e := range exprs {
		want := regexp.MustCompile(e)
		got, err := compileLit(e)
		if err != nil {
			t.Fatalf("%s: %v", e, err)
		}
		for _, in := range inputs {
			if w, g := want.MatchString(in), got.MatchString(in, strings.ToLower(in)); w != g {
				t.Errorf("%q on %q: literal filter says %v, regexp %v", e, in, g, w)
			}
		}
	}
}
