package purepy_test

import (
	"context"
	"encoding/hex"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp"
)

// The Python-written parsers (tomllib, configparser, ipaddress) get
// arbitrary text: each must answer with a value or its own documented
// exception, never an internal error, another exception type or a hang.

// guardStops are the run's own limits; they may end any input.
var guardStops = map[string]bool{"TimeoutError": true, "MemoryError": true, "RecursionError": true}

// runParser runs body with `data` bound to the fuzz input (decoded with
// replacement, as text arrives from a file) and fails on any escape other
// than a guard stop.
func runParser(t *testing.T, data []byte, body string) {
	t.Helper()
	src := "data = bytes.fromhex('" + hex.EncodeToString(data) + "').decode('utf-8', 'replace')\n" + body
	res := interp.Run(context.Background(), src, interp.Options{Limits: interp.Limits{
		MaxDuration: 2 * time.Second,
		MaxMemory:   64 << 20,
		MaxOutput:   4096,
		MaxDepth:    300,
	}})
	if res.Error == nil {
		return
	}
	if res.Error.GoStack != "" {
		t.Fatalf("internal error on %q: %s\n%s", data, res.Error.Message, res.Error.GoStack)
	}
	if !guardStops[res.Error.Type] {
		t.Fatalf("input %q: %s", data, res.FormatError())
	}
}

func FuzzTomllibLoads(f *testing.F) {
	for _, s := range []string{
		"a = 1\n[b]\nc = [1, 'x', {d = 2.5}]\n[[e]]\nf = 1979-05-27T07:32:00Z",
		"s = \"\"\"\nx\\\n  y\"\"\"\nt = '''z'''\nu = \"\\u00e9\"",
		"n = [0x1f, 0o7, 0b1, 1_000, +inf, -nan, 1e-3]\nlt = 07:32:00.5\nld = 2000-02-29",
		"a.b.c = 1\n[a.d]\n[x]\ny = {}\n[x.y.z]",
		"a = [[[[1]]]]",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, "import tomllib\ntry:\n    tomllib.loads(data)\nexcept tomllib.TOMLDecodeError:\n    pass\n")
	})
}

func FuzzConfigparserRead(f *testing.F) {
	for _, s := range []string{
		"[DEFAULT]\na = %(b)s\nb = 1\n[s]\nc = %(a)s/x\n  more\n",
		"[s]\nx = ${t:y}\n[t]\ny = $$\n",
		"x = 1\n",
		"[a]\nbad\n[a]\n",
		"[s]\n!=${t:y}\n[t]\ny", // a reference to an option without a value
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import configparser
for interp in (configparser.BasicInterpolation(), configparser.ExtendedInterpolation()):
    cp = configparser.ConfigParser(interpolation=interp, allow_no_value=True)
    try:
        cp.read_string(data)
        for name in cp:
            for key in cp[name]:
                try:
                    cp.get(name, key)
                except configparser.InterpolationError:
                    pass
                except TypeError as e:
                    # CPython's own answer to a reference to an option
                    # without a value (allow_no_value)
                    if str(e) != "argument of type 'NoneType' is not iterable":
                        raise
    except configparser.Error:
        pass
`)
	})
}

func FuzzIPAddress(f *testing.F) {
	for _, s := range []string{"10.0.0.0/8", "2001:db8::1", "::ffff:1.2.3.4", "fe80::1%eth0", "1.2.3.4/255.255.0.0", "1:2::3:4/64"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import ipaddress
for make in (ipaddress.ip_address, ipaddress.ip_network, ipaddress.ip_interface):
    try:
        obj = make(data)
    except ValueError:
        continue
    str(obj), repr(obj), obj.is_private, obj.is_global, obj.exploded
for strict in (False,):
    try:
        net = ipaddress.ip_network(data, strict=strict)
    except ValueError:
        continue
    list(net.subnets())[:2], net.supernet(), next(iter(net.hosts()), None)
`)
	})
}
