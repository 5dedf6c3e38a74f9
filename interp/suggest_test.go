package interp

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// TestAttributeSuggestions checks the "Did you mean" of an uncaught
// AttributeError on an object holding the candidate attributes. The
// expected suggestions were printed by CPython 3.11.7's own display
// (sys.__excepthook__ on AttributeError(name=..., obj=...)): case changes
// cost half, a third of the bytes may change, ties go to the first name in
// dir() order, longer than 40 bytes after the common ends is never close.
func TestAttributeSuggestions(t *testing.T) {
	cases := []struct {
		name  string
		attrs []string
		want  string
	}{
		{"valeu", []string{"value", "values"}, "value"},
		{"VALUE", []string{"value"}, ""},
		{"x", []string{"y", "xx"}, "xx"},
		{"lenght", []string{"length", "len"}, "length"},
		{"totl", []string{"total", "tot"}, "tot"},
		{strings.Repeat("a", 41), []string{strings.Repeat("a", 40)}, strings.Repeat("a", 40)},
		{"colour", []string{"color", "colours"}, "color"},
		{"fo", []string{"foo", "fob"}, "fob"},
		{"getUser", []string{"get_user", "getuser"}, "getuser"},
		{"ab", []string{"ba"}, ""},
		{"apend", []string{"append", "extend"}, "append"},
		{"sdfgh", []string{"qwert"}, ""},
		{"Count", []string{"count", "counter"}, "count"},
		{"__init", []string{"__init__"}, "__init__"},
		{"item", []string{"items", "item_"}, "item_"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var src strings.Builder
			src.WriteString("class O:\n    pass\no = O()\n")
			for _, a := range c.attrs {
				fmt.Fprintf(&src, "setattr(o, %q, 1)\n", a)
			}
			fmt.Fprintf(&src, "getattr(o, %q)\n", c.name)
			res := Run(context.Background(), src.String(), Options{})
			if res.Error == nil || res.Error.Type != "AttributeError" {
				t.Fatalf("want an AttributeError, got %+v", res.Error)
			}
			got := ""
			if _, after, ok := strings.Cut(res.Error.Message, ". Did you mean: '"); ok {
				got = strings.TrimSuffix(after, "'?")
			}
			if got != c.want {
				t.Errorf("suggestion %q, want %q (message %q)", got, c.want, res.Error.Message)
			}
			if !strings.HasSuffix(strings.TrimSpace(res.FormatError()), strings.TrimSpace(res.Error.Message)) {
				t.Errorf("traceback does not end with the message:\n%s", res.FormatError())
			}
		})
	}
}

// A suggestion is computed only for the error that ends the run: a caught
// AttributeError keeps CPython's str(), with no suggestion in it.
func TestSuggestionNotInStr(t *testing.T) {
	res := Run(context.Background(), "class O:\n    value = 1\ntry:\n    O().valeu\nexcept AttributeError as e:\n    print(str(e), e.name, type(e.obj).__name__)\n", Options{})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	if want := "'O' object has no attribute 'valeu' valeu O\n"; res.Stdout != want {
		t.Errorf("stdout %q, want %q", res.Stdout, want)
	}
}
