package purepy_test

import "testing"

// argparse, shlex and email.utils read text that agents take from commands,
// mail headers and feeds: any input ends in a value, the module's own
// documented error, or a guard stop (runParser in parsers_fuzz_test.go).

func FuzzShlexSplit(f *testing.F) {
	for _, s := range []string{
		"deploy api --env prod --tag 'hot fix'",
		`say "he said \"hi\"" x\ y # c`,
		"a;b|c&&(d) > e 2>&1",
		"'open",
		"end\\",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import shlex
for posix in (True, False):
    for comments in (True, False):
        try:
            shlex.split(data, comments=comments, posix=posix)
        except ValueError:
            pass
for punct in (True, False):
    lex = shlex.shlex(data, posix=True, punctuation_chars=punct)
    try:
        list(lex)
    except ValueError:
        pass
`)
	})
}

func FuzzArgparseParse(f *testing.F) {
	for _, s := range []string{
		"api --env prod --replicas 3 -vv --tag a --tag b",
		"run x -- -y --z",
		"--pair k v --some 1 2 3 --maybe",
		"-vxz --env=dev --rep 2 commit -m msg",
		"--fo 1 -- --",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import argparse, io, contextlib
p = argparse.ArgumentParser(prog="fz")
p.add_argument("service", nargs="?")
p.add_argument("rest", nargs="*")
p.add_argument("--env", choices=["dev", "prod"])
p.add_argument("--replicas", "--rep", type=int)
p.add_argument("--tag", action="append")
p.add_argument("-v", action="count")
p.add_argument("-x", action="store_true")
p.add_argument("--pair", nargs=2)
p.add_argument("--some", nargs="+", type=float)
p.add_argument("--maybe", nargs="?", const="c")
g = p.add_mutually_exclusive_group()
g.add_argument("--foo")
g.add_argument("--fob")
sub = argparse.ArgumentParser(prog="fz2", exit_on_error=False)
s = sub.add_subparsers(dest="cmd")
c = s.add_parser("commit")
c.add_argument("-m")
s.add_parser("push").add_argument("remote", nargs="?")
argv = data.split(" ")
sink = io.StringIO()
for parser in (p, sub):
    with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
        try:
            parser.parse_known_args(argv)
        except (SystemExit, argparse.ArgumentError):
            pass
p.format_help()
`)
	})
}

func FuzzEmailUtils(f *testing.F) {
	for _, s := range []string{
		"Tue, 05 Mar 2024 09:30:00 +0000",
		"Sunday, 06-Nov-94 08:49:37 GMT",
		"Sun Nov  6 08:49:37 1994",
		`"Smith, Bob" <bob@example.com>, team: a@x.com, (c) <@r:d@[1.2.3.4]>;`,
		"a@b@c (x (nested) y) <",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		runParser(t, data, `import email.utils as eu
eu.parsedate_tz(data)
eu.parsedate(data)
try:
    eu.parsedate_to_datetime(data)
except ValueError:
    pass
eu.parseaddr(data)
eu.getaddresses([data, data])
eu.unquote(data)
eu.decode_rfc2231(data)
`)
	})
}
