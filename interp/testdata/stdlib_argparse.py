# argparse: parsing, actions, nargs, groups, subcommands, help and usage text
# and error messages, checked against CPython 3.11 (run there too).
import argparse
import contextlib
import io
import os

os.environ["COLUMNS"] = "80"  # the help width CPython takes from the terminal


def run(parser, argv):
    """Parse argv; give the Namespace repr, or the exit code with what was printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            ns = parser.parse_args(argv)
        except SystemExit as e:
            return "exit %r\n%s%s" % (e.code, out.getvalue(), err.getvalue())
    return repr(ns)


def known(parser, argv):
    ns, rest = parser.parse_known_args(argv)
    return repr(ns), rest


def fails(fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)
    return "no error"


# --- the corpus-style parser
p = argparse.ArgumentParser(prog="deploy", description="Deploy a service.")
p.add_argument("service")
p.add_argument("--env", choices=["dev", "staging", "prod"], default="dev")
p.add_argument("--replicas", type=int, default=1)
p.add_argument("--tag", action="append", default=[])
p.add_argument("-v", "--verbose", action="count", default=0)
p.add_argument("--dry-run", action="store_true")
assert run(p, ["api"]) == "Namespace(service='api', env='dev', replicas=1, tag=[], verbose=0, dry_run=False)"
assert run(p, ["api", "--env", "prod", "--replicas", "3", "--tag", "v2", "--tag", "hot fix"]) == "Namespace(service='api', env='prod', replicas=3, tag=['v2', 'hot fix'], verbose=0, dry_run=False)"
assert run(p, ["billing svc", "-vv", "--dry-run"]) == "Namespace(service='billing svc', env='dev', replicas=1, tag=[], verbose=2, dry_run=True)"
assert run(p, ["worker", "--env=staging", "-v", "--verbose"]) == "Namespace(service='worker', env='staging', replicas=1, tag=[], verbose=2, dry_run=False)"
assert run(p, ["--replicas=5", "api"]) == "Namespace(service='api', env='dev', replicas=5, tag=[], verbose=0, dry_run=False)"
assert run(p, ["api", "--rep", "2"]) == "Namespace(service='api', env='dev', replicas=2, tag=[], verbose=0, dry_run=False)"
assert run(p, ["api", "--replicas", "many"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    "deploy: error: argument --replicas: invalid int value: 'many'\n"
)
assert run(p, ["api", "--env", "qa"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    "deploy: error: argument --env: invalid choice: 'qa' (choose from 'dev', 'staging', 'prod')\n"
)
assert run(p, []) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    'deploy: error: the following arguments are required: service\n'
)
assert run(p, ["api", "extra"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    'deploy: error: unrecognized arguments: extra\n'
)
assert run(p, ["api", "--bogus"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    'deploy: error: unrecognized arguments: --bogus\n'
)
assert run(p, ["api", "--replicas"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    'deploy: error: argument --replicas: expected one argument\n'
)
assert run(p, ["api", "--dry-run=yes"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    "deploy: error: argument --dry-run: ignored explicit argument 'yes'\n"
)
assert run(p, ["-h"]) == (
    'exit 0\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    '\n'
    'Deploy a service.\n'
    '\n'
    'positional arguments:\n'
    '  service\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --env {dev,staging,prod}\n'
    '  --replicas REPLICAS\n'
    '  --tag TAG\n'
    '  -v, --verbose\n'
    '  --dry-run\n'
)
assert run(p, ["api", "--help"]) == (
    'exit 0\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    '\n'
    'Deploy a service.\n'
    '\n'
    'positional arguments:\n'
    '  service\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --env {dev,staging,prod}\n'
    '  --replicas REPLICAS\n'
    '  --tag TAG\n'
    '  -v, --verbose\n'
    '  --dry-run\n'
)
assert p.format_usage() == (
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
)
assert p.format_help() == (
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    '\n'
    'Deploy a service.\n'
    '\n'
    'positional arguments:\n'
    '  service\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --env {dev,staging,prod}\n'
    '  --replicas REPLICAS\n'
    '  --tag TAG\n'
    '  -v, --verbose\n'
    '  --dry-run\n'
)
assert p.prog == 'deploy'
assert p.description == 'Deploy a service.'
assert repr(p) == "ArgumentParser(prog='deploy', usage=None, description='Deploy a service.', formatter_class=<class 'argparse.HelpFormatter'>, conflict_handler='error', add_help=True)"
assert p.get_default("env") == 'dev'
assert p.get_default("nothing") == None
assert known(p, ["api", "--x", "1", "y"]) == ("Namespace(service='api', env='dev', replicas=1, tag=[], verbose=0, dry_run=False)", ['--x', '1', 'y'])
assert run(p, ["api", "-vz"]) == (
    'exit 2\n'
    'usage: deploy [-h] [--env {dev,staging,prod}] [--replicas REPLICAS]\n'
    '              [--tag TAG] [-v] [--dry-run]\n'
    '              service\n'
    "deploy: error: argument -v/--verbose: ignored explicit argument 'z'\n"
)

# --- nargs
q = argparse.ArgumentParser(prog="n")
q.add_argument("first")
q.add_argument("rest", nargs="*")
q.add_argument("--pair", nargs=2, metavar=("K", "V"))
q.add_argument("--some", nargs="+", type=int)
q.add_argument("--maybe", nargs="?", const="C", default="D")
q.add_argument("--one", nargs=1)
assert run(q, ["a"]) == "Namespace(first='a', rest=[], pair=None, some=None, maybe='D', one=None)"
assert run(q, ["a", "b", "c"]) == "Namespace(first='a', rest=['b', 'c'], pair=None, some=None, maybe='D', one=None)"
assert run(q, ["a", "--pair", "k", "v", "b"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    'n: error: unrecognized arguments: b\n'
)
assert run(q, ["a", "--some", "1", "2", "3"]) == "Namespace(first='a', rest=[], pair=None, some=[1, 2, 3], maybe='D', one=None)"
assert run(q, ["a", "--some"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    'n: error: argument --some: expected at least one argument\n'
)
assert run(q, ["a", "--some", "x"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    "n: error: argument --some: invalid int value: 'x'\n"
)
assert run(q, ["a", "--maybe"]) == "Namespace(first='a', rest=[], pair=None, some=None, maybe='C', one=None)"
assert run(q, ["a", "--maybe", "m"]) == "Namespace(first='a', rest=[], pair=None, some=None, maybe='m', one=None)"
assert run(q, ["--maybe", "a"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    'n: error: the following arguments are required: first, rest\n'
)
assert run(q, ["a", "--one", "z"]) == "Namespace(first='a', rest=[], pair=None, some=None, maybe='D', one=['z'])"
assert run(q, ["a", "--pair", "k"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    'n: error: argument --pair: expected 2 arguments\n'
)
assert run(q, ["a", "--", "-x", "--y"]) == "Namespace(first='a', rest=['-x', '--y'], pair=None, some=None, maybe='D', one=None)"
assert run(q, ["--", "-a"]) == "Namespace(first='-a', rest=[], pair=None, some=None, maybe='D', one=None)"
assert run(q, ["a", "b", "--maybe", "c", "d"]) == (
    'exit 2\n'
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    'n: error: unrecognized arguments: d\n'
)
assert q.format_help() == (
    'usage: n [-h] [--pair K V] [--some SOME [SOME ...]] [--maybe [MAYBE]]\n'
    '         [--one ONE]\n'
    '         first [rest ...]\n'
    '\n'
    'positional arguments:\n'
    '  first\n'
    '  rest\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --pair K V\n'
    '  --some SOME [SOME ...]\n'
    '  --maybe [MAYBE]\n'
    '  --one ONE\n'
)

r = argparse.ArgumentParser(prog="r", add_help=False)
r.add_argument("src", nargs="+")
r.add_argument("dst")
assert run(r, ["a", "b"]) == "Namespace(src=['a'], dst='b')"
assert run(r, ["a", "b", "c", "d"]) == "Namespace(src=['a', 'b', 'c'], dst='d')"
assert run(r, ["a"]) == (
    'exit 2\n'
    'usage: r src [src ...] dst\n'
    'r: error: the following arguments are required: dst\n'
)
assert r.format_usage() == 'usage: r src [src ...] dst\n'
r2 = argparse.ArgumentParser(prog="r2")
r2.add_argument("x", nargs="?", default="dx")
r2.add_argument("y", nargs="*", default=["dy"])
r2.add_argument("z", nargs=2, type=float)
assert run(r2, ["1", "2"]) == "Namespace(x='dx', y=['dy'], z=[1.0, 2.0])"
assert run(r2, ["a", "1", "2"]) == "Namespace(x='a', y=['dy'], z=[1.0, 2.0])"
assert run(r2, ["a", "b", "c", "1", "2"]) == "Namespace(x='a', y=['b', 'c'], z=[1.0, 2.0])"
assert run(r2, ["1"]) == (
    'exit 2\n'
    'usage: r2 [-h] [x] [y ...] z z\n'
    'r2: error: the following arguments are required: z\n'
)
assert r2.format_help() == (
    'usage: r2 [-h] [x] [y ...] z z\n'
    '\n'
    'positional arguments:\n'
    '  x\n'
    '  y\n'
    '  z\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
)

# --- other actions
a = argparse.ArgumentParser(prog="act")
a.add_argument("--const", action="store_const", const=42)
a.add_argument("--no-cache", dest="cache", action="store_false")
a.add_argument("--add", dest="items", action="append_const", const="x")
a.add_argument("--ext", action="extend", nargs="+")
a.add_argument("--color", action=argparse.BooleanOptionalAction, default=True, help="use colour")
a.add_argument("--version", action="version", version="%(prog)s 1.2.3")
assert run(a, []) == 'Namespace(const=None, cache=True, items=None, ext=None, color=True)'
assert run(a, ["--const", "--no-cache", "--add", "--add"]) == "Namespace(const=42, cache=False, items=['x', 'x'], ext=None, color=True)"
assert run(a, ["--ext", "a", "b", "--ext", "c"]) == "Namespace(const=None, cache=True, items=None, ext=['a', 'b', 'c'], color=True)"
assert run(a, ["--no-color"]) == 'Namespace(const=None, cache=True, items=None, ext=None, color=False)'
assert run(a, ["--color"]) == 'Namespace(const=None, cache=True, items=None, ext=None, color=True)'
assert run(a, ["--version"]) == 'exit 0\nact 1.2.3\n'
assert a.format_help() == (
    'usage: act [-h] [--const] [--no-cache] [--add] [--ext EXT [EXT ...]]\n'
    '           [--color | --no-color] [--version]\n'
    '\n'
    'options:\n'
    '  -h, --help           show this help message and exit\n'
    '  --const\n'
    '  --no-cache\n'
    '  --add\n'
    '  --ext EXT [EXT ...]\n'
    '  --color, --no-color  use colour\n'
    "  --version            show program's version number and exit\n"
)
assert run(a, ["--const=3"]) == (
    'exit 2\n'
    'usage: act [-h] [--const] [--no-cache] [--add] [--ext EXT [EXT ...]]\n'
    '           [--color | --no-color] [--version]\n'
    "act: error: argument --const: ignored explicit argument '3'\n"
)

# --- required options, dest, metavar, defaults, types
b = argparse.ArgumentParser(prog="b")
b.add_argument("-o", "--output", required=True, metavar="FILE", help="where to write")
b.add_argument("--level", dest="lvl", type=float, default="0.5", help="level (default: %(default)s)")
b.add_argument("--mode", choices=("fast", "slow"), help="one of %(choices)s")
b.add_argument("--count", type=int, choices=range(1, 4), help="1 to 3")
b.add_argument("--secret", help=argparse.SUPPRESS)
assert run(b, []) == (
    'exit 2\n'
    'usage: b [-h] -o FILE [--level LVL] [--mode {fast,slow}] [--count {1,2,3}]\n'
    'b: error: the following arguments are required: -o/--output\n'
)
assert run(b, ["-o", "x"]) == "Namespace(output='x', lvl=0.5, mode=None, count=None, secret=None)"
assert run(b, ["-ox", "--level", "2"]) == "Namespace(output='x', lvl=2.0, mode=None, count=None, secret=None)"
assert run(b, ["--out", "y", "--count", "5"]) == (
    'exit 2\n'
    'usage: b [-h] -o FILE [--level LVL] [--mode {fast,slow}] [--count {1,2,3}]\n'
    'b: error: argument --count: invalid choice: 5 (choose from 1, 2, 3)\n'
)
assert run(b, ["-o", "y", "--count", "2", "--mode", "fast"]) == "Namespace(output='y', lvl=0.5, mode='fast', count=2, secret=None)"
assert run(b, ["-o", "y", "--mode", "medium"]) == (
    'exit 2\n'
    'usage: b [-h] -o FILE [--level LVL] [--mode {fast,slow}] [--count {1,2,3}]\n'
    "b: error: argument --mode: invalid choice: 'medium' (choose from 'fast', 'slow')\n"
)
assert run(b, ["-o=z"]) == "Namespace(output='z', lvl=0.5, mode=None, count=None, secret=None)"
assert b.format_help() == (
    'usage: b [-h] -o FILE [--level LVL] [--mode {fast,slow}] [--count {1,2,3}]\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  -o FILE, --output FILE\n'
    '                        where to write\n'
    '  --level LVL           level (default: 0.5)\n'
    '  --mode {fast,slow}    one of fast, slow\n'
    '  --count {1,2,3}       1 to 3\n'
)
assert b.format_usage() == (
    'usage: b [-h] -o FILE [--level LVL] [--mode {fast,slow}] [--count {1,2,3}]\n'
)
b.set_defaults(lvl="9", extra=True)
assert run(b, ["-o", "q"]) == "Namespace(output='q', lvl=9.0, mode=None, count=None, secret=None, extra=True)"
assert b.get_default("extra") == True

# --- mutually exclusive and argument groups
m = argparse.ArgumentParser(prog="mx", description="Sync files between two places.", epilog="See the docs for more.")
g = m.add_mutually_exclusive_group()
g.add_argument("--quiet", "-q", action="store_true", help="say nothing")
g.add_argument("--loud", action="store_true", help="say everything")
net = m.add_argument_group("network", "Options for the connection.")
net.add_argument("--host", default="localhost", help="server name")
net.add_argument("--port", type=int, default=8080, help="server port")
m.add_argument("paths", nargs="+", help="files to sync")
assert run(m, ["a", "--quiet"]) == "Namespace(quiet=True, loud=False, host='localhost', port=8080, paths=['a'])"
assert run(m, ["a", "--quiet", "--loud"]) == (
    'exit 2\n'
    'usage: mx [-h] [--quiet | --loud] [--host HOST] [--port PORT]\n'
    '          paths [paths ...]\n'
    'mx: error: argument --loud: not allowed with argument --quiet/-q\n'
)
assert run(m, ["--loud", "-q", "b"]) == (
    'exit 2\n'
    'usage: mx [-h] [--quiet | --loud] [--host HOST] [--port PORT]\n'
    '          paths [paths ...]\n'
    'mx: error: argument --quiet/-q: not allowed with argument --loud\n'
)
assert run(m, ["a", "--host", "h", "--port", "1"]) == "Namespace(quiet=False, loud=False, host='h', port=1, paths=['a'])"
assert m.format_help() == (
    'usage: mx [-h] [--quiet | --loud] [--host HOST] [--port PORT]\n'
    '          paths [paths ...]\n'
    '\n'
    'Sync files between two places.\n'
    '\n'
    'positional arguments:\n'
    '  paths        files to sync\n'
    '\n'
    'options:\n'
    '  -h, --help   show this help message and exit\n'
    '  --quiet, -q  say nothing\n'
    '  --loud       say everything\n'
    '\n'
    'network:\n'
    '  Options for the connection.\n'
    '\n'
    '  --host HOST  server name\n'
    '  --port PORT  server port\n'
    '\n'
    'See the docs for more.\n'
)
assert m.format_usage() == (
    'usage: mx [-h] [--quiet | --loud] [--host HOST] [--port PORT]\n'
    '          paths [paths ...]\n'
)
m2 = argparse.ArgumentParser(prog="mx2")
g2 = m2.add_mutually_exclusive_group(required=True)
g2.add_argument("--json", action="store_true")
g2.add_argument("--csv", action="store_true")
g2.add_argument("--fmt")
assert run(m2, []) == (
    'exit 2\n'
    'usage: mx2 [-h] (--json | --csv | --fmt FMT)\n'
    'mx2: error: one of the arguments --json --csv --fmt is required\n'
)
assert run(m2, ["--csv"]) == 'Namespace(json=False, csv=True, fmt=None)'
assert run(m2, ["--fmt", "x", "--json"]) == (
    'exit 2\n'
    'usage: mx2 [-h] (--json | --csv | --fmt FMT)\n'
    'mx2: error: argument --json: not allowed with argument --fmt\n'
)
assert m2.format_usage() == 'usage: mx2 [-h] (--json | --csv | --fmt FMT)\n'

# --- subcommands
s = argparse.ArgumentParser(prog="git")
s.add_argument("--debug", action="store_true")
sub = s.add_subparsers(dest="command", help="what to do")
c1 = sub.add_parser("commit", help="record changes")
c1.add_argument("-m", "--message", required=True)
c1.add_argument("--amend", action="store_true")
c2 = sub.add_parser("push", aliases=["p"], help="send commits")
c2.add_argument("remote", nargs="?", default="origin")
c2.set_defaults(func="push-fn")
c3 = sub.add_parser("status")
assert run(s, ["commit", "-m", "fix"]) == "Namespace(debug=False, command='commit', message='fix', amend=False)"
assert run(s, ["--debug", "push"]) == "Namespace(debug=True, command='push', remote='origin', func='push-fn')"
assert run(s, ["p", "upstream"]) == "Namespace(debug=False, command='p', remote='upstream', func='push-fn')"
assert run(s, ["status"]) == "Namespace(debug=False, command='status')"
assert run(s, []) == 'Namespace(debug=False, command=None)'
assert run(s, ["frob"]) == (
    'exit 2\n'
    'usage: git [-h] [--debug] {commit,push,p,status} ...\n'
    "git: error: argument command: invalid choice: 'frob' (choose from 'commit', 'push', 'p', 'status')\n"
)
assert run(s, ["commit"]) == (
    'exit 2\n'
    'usage: git commit [-h] -m MESSAGE [--amend]\n'
    'git commit: error: the following arguments are required: -m/--message\n'
)
assert run(s, ["commit", "-m", "x", "--nope"]) == (
    'exit 2\n'
    'usage: git [-h] [--debug] {commit,push,p,status} ...\n'
    'git: error: unrecognized arguments: --nope\n'
)
assert run(s, ["push", "-h"]) == (
    'exit 0\n'
    'usage: git push [-h] [remote]\n'
    '\n'
    'positional arguments:\n'
    '  remote\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
)
assert s.format_help() == (
    'usage: git [-h] [--debug] {commit,push,p,status} ...\n'
    '\n'
    'positional arguments:\n'
    '  {commit,push,p,status}\n'
    '                        what to do\n'
    '    commit              record changes\n'
    '    push (p)            send commits\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --debug\n'
)
assert c1.format_help() == (
    'usage: git commit [-h] -m MESSAGE [--amend]\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  -m MESSAGE, --message MESSAGE\n'
    '  --amend\n'
)
assert c1.prog == 'git commit'
assert known(s, ["status", "--what", "x"]) == ("Namespace(debug=False, command='status')", ['--what', 'x'])
s2 = argparse.ArgumentParser(prog="tool")
sub2 = s2.add_subparsers(title="commands", description="valid commands", required=True, dest="cmd", metavar="CMD")
sub2.add_parser("init", help="create")
sub2.add_parser("run", help="execute").add_argument("target")
assert run(s2, []) == (
    'exit 2\n'
    'usage: tool [-h] CMD ...\n'
    'tool: error: the following arguments are required: CMD\n'
)
assert run(s2, ["run", "t1"]) == "Namespace(cmd='run', target='t1')"
assert s2.format_help() == (
    'usage: tool [-h] CMD ...\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '\n'
    'commands:\n'
    '  valid commands\n'
    '\n'
    '  CMD\n'
    '    init      create\n'
    '    run       execute\n'
)

# --- formatters and layout
f = argparse.ArgumentParser(prog="fmt", formatter_class=argparse.ArgumentDefaultsHelpFormatter)
f.add_argument("--size", type=int, default=10, help="the size")
f.add_argument("--name", help="a name")
f.add_argument("infile", nargs="?", default="-", help="input")
f.add_argument("--flag", action="store_true")
assert f.format_help() == (
    'usage: fmt [-h] [--size SIZE] [--name NAME] [--flag] [infile]\n'
    '\n'
    'positional arguments:\n'
    '  infile       input (default: -)\n'
    '\n'
    'options:\n'
    '  -h, --help   show this help message and exit\n'
    '  --size SIZE  the size (default: 10)\n'
    '  --name NAME  a name (default: None)\n'
    '  --flag\n'
)
raw = argparse.ArgumentParser(prog="raw", formatter_class=argparse.RawDescriptionHelpFormatter,
                              description="Lines:\n  one\n    two\n")
raw.add_argument("--x", help="keep   the\n   spacing")
assert raw.format_help() == (
    'usage: raw [-h] [--x X]\n'
    '\n'
    'Lines:\n'
    '  one\n'
    '    two\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '  --x X       keep the spacing\n'
)
rawt = argparse.ArgumentParser(prog="rawt", formatter_class=argparse.RawTextHelpFormatter)
rawt.add_argument("--x", help="first line\n  second line")
assert rawt.format_help() == (
    'usage: rawt [-h] [--x X]\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '  --x X       first line\n'
    '                second line\n'
)
mt = argparse.ArgumentParser(prog="mt", formatter_class=argparse.MetavarTypeHelpFormatter)
mt.add_argument("--n", type=int)
mt.add_argument("val", type=float)
assert mt.format_help() == (
    'usage: mt [-h] [--n int] float\n'
    '\n'
    'positional arguments:\n'
    '  float\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '  --n int\n'
)
w = argparse.ArgumentParser(prog="wide", formatter_class=lambda prog: argparse.HelpFormatter(prog, width=50, max_help_position=30))
w.add_argument("--a-very-long-option-name", metavar="VALUE", help="This help text is long enough that it has to wrap over several lines of output.")
w.add_argument("-s", help="short")
w.add_argument("--mid", help="x " * 30)
w.add_argument("positional_with_long_name", help="pos")
assert w.format_help() == (
    'usage: wide [-h] [--a-very-long-option-name VALUE]\n'
    '            [-s S] [--mid MID]\n'
    '            positional_with_long_name\n'
    '\n'
    'positional arguments:\n'
    '  positional_with_long_name   pos\n'
    '\n'
    'options:\n'
    '  -h, --help                  show this help\n'
    '                              message and exit\n'
    '  --a-very-long-option-name VALUE\n'
    '                              This help text is\n'
    '                              long enough that it\n'
    '                              has to wrap over\n'
    '                              several lines of\n'
    '                              output.\n'
    '  -s S                        short\n'
    '  --mid MID                   x x x x x x x x x x\n'
    '                              x x x x x x x x x x\n'
    '                              x x x x x x x x x x\n'
)
long = argparse.ArgumentParser(prog="a-program-name-that-is-rather-long-indeed-for-sure-yes-quite-long-indeed")
for i in range(6):
    long.add_argument("--option-%d" % i, metavar="VALUE%d" % i)
long.add_argument("inputs", nargs="+")
assert long.format_usage() == (
    'usage: a-program-name-that-is-rather-long-indeed-for-sure-yes-quite-long-indeed\n'
    '       [-h] [--option-0 VALUE0] [--option-1 VALUE1] [--option-2 VALUE2]\n'
    '       [--option-3 VALUE3] [--option-4 VALUE4] [--option-5 VALUE5]\n'
    '       inputs [inputs ...]\n'
)
many = argparse.ArgumentParser(prog="many")
for name in "abcdefgijklm":
    many.add_argument("-" + name, "--" + name * 4, help="option " + name)
many.add_argument("positional_one")
many.add_argument("positional_two", nargs="*")
assert many.format_usage() == (
    'usage: many [-h] [-a AAAA] [-b BBBB] [-c CCCC] [-d DDDD] [-e EEEE] [-f FFFF]\n'
    '            [-g GGGG] [-i IIII] [-j JJJJ] [-k KKKK] [-l LLLL] [-m MMMM]\n'
    '            positional_one [positional_two ...]\n'
)
assert many.format_help() == (
    'usage: many [-h] [-a AAAA] [-b BBBB] [-c CCCC] [-d DDDD] [-e EEEE] [-f FFFF]\n'
    '            [-g GGGG] [-i IIII] [-j JJJJ] [-k KKKK] [-l LLLL] [-m MMMM]\n'
    '            positional_one [positional_two ...]\n'
    '\n'
    'positional arguments:\n'
    '  positional_one\n'
    '  positional_two\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  -a AAAA, --aaaa AAAA  option a\n'
    '  -b BBBB, --bbbb BBBB  option b\n'
    '  -c CCCC, --cccc CCCC  option c\n'
    '  -d DDDD, --dddd DDDD  option d\n'
    '  -e EEEE, --eeee EEEE  option e\n'
    '  -f FFFF, --ffff FFFF  option f\n'
    '  -g GGGG, --gggg GGGG  option g\n'
    '  -i IIII, --iiii IIII  option i\n'
    '  -j JJJJ, --jjjj JJJJ  option j\n'
    '  -k KKKK, --kkkk KKKK  option k\n'
    '  -l LLLL, --llll LLLL  option l\n'
    '  -m MMMM, --mmmm MMMM  option m\n'
)
u = argparse.ArgumentParser(prog="u", usage="%(prog)s [options] FILE", description="Program %(prog)s does things.")
u.add_argument("file")
assert u.format_help() == (
    'usage: u [options] FILE\n'
    '\n'
    'Program u does things.\n'
    '\n'
    'positional arguments:\n'
    '  file\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
)
assert run(u, []) == (
    'exit 2\n'
    'usage: u [options] FILE\n'
    'u: error: the following arguments are required: file\n'
)
nohelp = argparse.ArgumentParser(prog="nh", add_help=False)
assert nohelp.format_help() == 'usage: nh\n'
assert run(nohelp, ["-h"]) == 'exit 2\nusage: nh\nnh: error: unrecognized arguments: -h\n'

# --- prefix chars, abbreviations, negative numbers, exit_on_error
pc = argparse.ArgumentParser(prog="pc", prefix_chars="+/")
pc.add_argument("+f", action="store_true")
pc.add_argument("//bar")
assert run(pc, ["+f", "//bar", "x"]) == "Namespace(f=True, bar='x')"
assert pc.format_usage() == 'usage: pc [+h] [+f] [//bar BAR]\n'
ab = argparse.ArgumentParser(prog="ab", allow_abbrev=False)
ab.add_argument("--verbose", action="store_true")
assert run(ab, ["--verb"]) == (
    'exit 2\n'
    'usage: ab [-h] [--verbose]\n'
    'ab: error: unrecognized arguments: --verb\n'
)
amb = argparse.ArgumentParser(prog="amb")
amb.add_argument("--foo")
amb.add_argument("--fob")
assert run(amb, ["--fo", "1"]) == (
    'exit 2\n'
    'usage: amb [-h] [--foo FOO] [--fob FOB]\n'
    'amb: error: ambiguous option: --fo could match --foo, --fob\n'
)
assert run(amb, ["--foo", "1", "--fob=2"]) == "Namespace(foo='1', fob='2')"
neg = argparse.ArgumentParser(prog="neg")
neg.add_argument("x", type=int)
neg.add_argument("--n", type=float)
assert run(neg, ["-5", "--n", "-2.5"]) == 'Namespace(x=-5, n=-2.5)'
neg2 = argparse.ArgumentParser(prog="neg2")
neg2.add_argument("-1", dest="one", action="store_true")
neg2.add_argument("x", nargs="?")
assert run(neg2, ["-1"]) == 'Namespace(one=True, x=None)'
assert run(neg2, ["-2"]) == (
    'exit 2\n'
    'usage: neg2 [-h] [-1] [x]\n'
    'neg2: error: unrecognized arguments: -2\n'
)
ee = argparse.ArgumentParser(prog="ee", exit_on_error=False)
ee.add_argument("--n", type=int)
assert fails(ee.parse_args, ["--n", "x"]) == "ArgumentError: argument --n: invalid int value: 'x'"
assert fails(ee.parse_args, ["--n"]) == 'ArgumentError: argument --n: expected one argument'
assert run(ee, ["--zz"]) == (
    'exit 2\n'
    'usage: ee [-h] [--n N]\n'
    'ee: error: unrecognized arguments: --zz\n'
)

# --- errors raised while building a parser
assert fails(argparse.ArgumentParser, conflict_handler="boom") == "ValueError: invalid conflict_resolution value: 'boom'"
bad = argparse.ArgumentParser(prog="bad")
bad.add_argument("--x")
assert fails(bad.add_argument, "--x") == 'ArgumentError: argument --x: conflicting option string: --x'
assert fails(bad.add_argument, "y", required=True) == "TypeError: 'required' is an invalid argument for positionals"
assert fails(bad.add_argument, "--z", nargs=0) == 'ValueError: nargs for store actions must be != 0; if you have nothing to store, actions such as store true or store const may be more appropriate'
assert fails(bad.add_argument, "--z", const=1) == "ValueError: nargs must be '?' to supply const"
assert fails(bad.add_argument, "--z", action="frobnicate") == 'ValueError: unknown action "frobnicate"'
assert fails(bad.add_argument, "--z", type="int") == "ValueError: 'int' is not callable"
assert fails(bad.add_argument, "--z", nargs=2, metavar=("A",)) == 'ValueError: length of metavar tuple does not match nargs'
assert fails(bad.add_argument, "z", dest="zz") == 'ValueError: dest supplied twice for positional argument'
assert fails(bad.add_argument, "-") == "ValueError: dest= is required for options like '-'"
assert fails(bad.add_argument, "x", "y") == "ValueError: invalid option string 'x': must start with a character '-'"
assert fails(bad.add_mutually_exclusive_group().add_argument, "pos") == 'ValueError: mutually exclusive arguments must be optional'
res = argparse.ArgumentParser(prog="res", conflict_handler="resolve")
res.add_argument("-x", "--ex", help="old")
res.add_argument("-x", help="new")
assert res.format_help() == (
    'usage: res [-h] [--ex EX] [-x X]\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '  --ex EX     old\n'
    '  -x X        new\n'
)

# --- Namespace, ArgumentError, parents
ns = argparse.Namespace(a=1, b="two")
assert repr(ns) == "Namespace(a=1, b='two')"
assert (ns == argparse.Namespace(b="two", a=1)) == True
assert (ns == argparse.Namespace(a=1)) == False
assert ("a" in ns) == True
assert ("c" in ns) == False
assert vars(ns) == {'a': 1, 'b': 'two'}
assert repr(argparse.Namespace(**{"not valid": 1, "ok": 2})) == "Namespace(ok=2, **{'not valid': 1})"
assert (argparse.Namespace.__hash__ is None) == True
assert str(argparse.ArgumentError(None, "plain")) == 'plain'
assert isinstance(argparse.ArgumentTypeError("x"), Exception) == True
parent = argparse.ArgumentParser(add_help=False)
parent.add_argument("--user", default="me")
child = argparse.ArgumentParser(prog="child", parents=[parent])
child.add_argument("job")
assert run(child, ["j", "--user", "you"]) == "Namespace(user='you', job='j')"
assert child.format_usage() == 'usage: child [-h] [--user USER] job\n'


def pair(text):
    k, sep, v = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError("expected KEY=VALUE, got %r" % text)
    return (k, v)


t = argparse.ArgumentParser(prog="t")
t.add_argument("--set", type=pair, action="append")
assert run(t, ["--set", "a=1", "--set", "b=2"]) == "Namespace(set=[('a', '1'), ('b', '2')])"
assert run(t, ["--set", "nope"]) == (
    'exit 2\n'
    'usage: t [-h] [--set SET]\n'
    "t: error: argument --set: expected KEY=VALUE, got 'nope'\n"
)


class Upper(argparse.Action):
    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values.upper() + "!" + str(option_string))


cu = argparse.ArgumentParser(prog="cu")
cu.add_argument("--shout", action=Upper)
cu.add_argument("word", action=Upper)
assert run(cu, ["hi", "--shout", "there"]) == "Namespace(shout='THERE!--shout', word='HI!None')"
assert repr(cu._actions[1]) == "Upper(option_strings=['--shout'], dest='shout', nargs=None, const=None, default=None, type=None, choices=None, required=False, help=None, metavar=None)"
assert repr(argparse.FileType("w")) == "FileType('w')"
assert repr(argparse.FileType("rb", encoding="utf-8")) == "FileType('rb', encoding='utf-8')"
assert ((argparse.SUPPRESS, argparse.OPTIONAL, argparse.ZERO_OR_MORE, argparse.ONE_OR_MORE, argparse.REMAINDER, argparse.PARSER)) == ('==SUPPRESS==', '?', '*', '+', '...', 'A...')
rem = argparse.ArgumentParser(prog="rem")
rem.add_argument("cmd")
rem.add_argument("args", nargs=argparse.REMAINDER)
assert run(rem, ["ls", "-l", "--all", "x"]) == "Namespace(cmd='ls', args=['-l', '--all', 'x'])"
assert rem.format_usage() == 'usage: rem [-h] cmd ...\n'

# --- intermixed parsing
im = argparse.ArgumentParser(prog="im")
im.add_argument("--foo")
im.add_argument("cmd")
im.add_argument("rest", nargs="*", type=int)
assert repr(im.parse_intermixed_args(["doit", "1", "--foo", "bar", "2", "3"])) == "Namespace(foo='bar', cmd='doit', rest=[1, 2, 3])"
assert run(im, ["doit", "1", "--foo", "bar", "2", "3"]) == (
    'exit 2\n'
    'usage: im [-h] [--foo FOO] cmd [rest ...]\n'
    'im: error: unrecognized arguments: 2 3\n'
)
assert repr(im.parse_known_intermixed_args(["a", "--foo", "x", "--zz", "4"])) == "(Namespace(foo='x', cmd='a', rest=[]), ['--zz', '4'])"
assert (im.usage is None) == True
im2 = argparse.ArgumentParser(prog="im2")
im2.add_argument("x", nargs=argparse.REMAINDER)
assert fails(im2.parse_intermixed_args, []) == 'TypeError: parse_intermixed_args: positional arg with nargs=...'

# --- namespaces, defaults, SUPPRESS
sup = argparse.ArgumentParser(prog="sup", argument_default=argparse.SUPPRESS)
sup.add_argument("--a")
sup.add_argument("--b", default=None)
sup.add_argument("c", nargs="?")
assert run(sup, []) == 'Namespace(b=None)'
assert run(sup, ["--a", "1", "cc"]) == "Namespace(b=None, a='1', c='cc')"
target = argparse.Namespace(a="preset", z=0)
got = sup.parse_args(["--b", "2"], namespace=target)
assert (got is target) == True
assert repr(target) == "Namespace(a='preset', z=0, b='2')"
assert sup.format_help() == (
    'usage: sup [-h] [--a A] [--b B] [c]\n'
    '\n'
    'positional arguments:\n'
    '  c\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
    '  --a A\n'
    '  --b B\n'
)

# --- printing, exiting and overriding error
pp = argparse.ArgumentParser(prog="pp", description="A tool whose description is long enough that it must be wrapped onto more than one line of the help output at eighty columns.", epilog="Run %(prog)s --help for this text.")
pp.add_argument("--rate", type=float, default=0.5, help="sampling rate in %%, default %(default)r of type %(type)s")
pp.add_argument("--mode", choices=[1, 2, 3], type=int, default=2, help="mode %(choices)s (default: %(default)s)")
pp.add_argument("level", nargs="?", choices=["low", "high"], default="low", help="level, one of %(choices)s")
buf = io.StringIO()
pp.print_usage(buf)
assert buf.getvalue() == 'usage: pp [-h] [--rate RATE] [--mode {1,2,3}] [{low,high}]\n'
buf = io.StringIO()
pp.print_help(buf)
assert buf.getvalue() == (
    'usage: pp [-h] [--rate RATE] [--mode {1,2,3}] [{low,high}]\n'
    '\n'
    'A tool whose description is long enough that it must be wrapped onto more than\n'
    'one line of the help output at eighty columns.\n'
    '\n'
    'positional arguments:\n'
    '  {low,high}      level, one of low, high\n'
    '\n'
    'options:\n'
    '  -h, --help      show this help message and exit\n'
    '  --rate RATE     sampling rate in %, default 0.5 of type float\n'
    '  --mode {1,2,3}  mode 1, 2, 3 (default: 2)\n'
    '\n'
    'Run pp --help for this text.\n'
)
assert run(pp, ["--mode", "7"]) == (
    'exit 2\n'
    'usage: pp [-h] [--rate RATE] [--mode {1,2,3}] [{low,high}]\n'
    'pp: error: argument --mode: invalid choice: 7 (choose from 1, 2, 3)\n'
)
assert run(pp, ["medium"]) == (
    'exit 2\n'
    'usage: pp [-h] [--rate RATE] [--mode {1,2,3}] [{low,high}]\n'
    "pp: error: argument level: invalid choice: 'medium' (choose from 'low', 'high')\n"
)
assert run(pp, ["high", "--rate", "1e-3"]) == "Namespace(rate=0.001, mode=2, level='high')"


def exits(fn, *args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            fn(*args)
        except SystemExit as e:
            return e.code, out.getvalue(), err.getvalue()
    return "returned", out.getvalue(), err.getvalue()


assert exits(pp.exit) == (0, '', '')
assert exits(pp.exit, 3, "bye\n") == (3, '', 'bye\n')
assert exits(pp.error, "custom problem") == (2, '', 'usage: pp [-h] [--rate RATE] [--mode {1,2,3}] [{low,high}]\npp: error: custom problem\n')


class RaisingParser(argparse.ArgumentParser):
    def error(self, message):
        raise ValueError("parse failed: " + message)


rp = RaisingParser(prog="rp")
rp.add_argument("n", type=int)
assert fails(rp.parse_args, ["x"]) == "ValueError: parse failed: argument n: invalid int value: 'x'"
assert fails(rp.parse_args, []) == 'ValueError: parse failed: the following arguments are required: n'
assert fails(rp.parse_args, ["1", "2"]) == 'ValueError: parse failed: unrecognized arguments: 2'

# --- types and option spellings
ty = argparse.ArgumentParser(prog="ty")
ty.add_argument("--up", type=str.upper)
ty.add_argument("--half", type=lambda s: int(s) / 2)
ty.add_argument("-x", action="store_true")
ty.add_argument("-v", action="count", default=0)
ty.add_argument("-f", "--file")
ty.add_argument("--tag", action="append")
ty.add_argument("--num", type=int)
ty.add_argument("--list", nargs="*", default=[])
assert run(ty, ["--up", "abc", "--half", "7"]) == "Namespace(up='ABC', half=3.5, x=False, v=0, file=None, tag=None, num=None, list=[])"
assert run(ty, ["--half", "x"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    "ty: error: argument --half: invalid <lambda> value: 'x'\n"
)
assert run(ty, ["-xvvfout.txt"]) == "Namespace(up=None, half=None, x=True, v=2, file='out.txt', tag=None, num=None, list=[])"
assert run(ty, ["-xvf", "out.txt"]) == "Namespace(up=None, half=None, x=True, v=1, file='out.txt', tag=None, num=None, list=[])"
assert run(ty, ["-vx", "-vv"]) == 'Namespace(up=None, half=None, x=True, v=3, file=None, tag=None, num=None, list=[])'
assert run(ty, ["--tag=a=b", "--tag", "c"]) == "Namespace(up=None, half=None, x=False, v=0, file=None, tag=['a=b', 'c'], num=None, list=[])"
assert run(ty, ["--num", "-5"]) == 'Namespace(up=None, half=None, x=False, v=0, file=None, tag=None, num=-5, list=[])'
assert run(ty, ["--num=-5", "--file=-"]) == "Namespace(up=None, half=None, x=False, v=0, file='-', tag=None, num=-5, list=[])"
assert run(ty, ["--list"]) == 'Namespace(up=None, half=None, x=False, v=0, file=None, tag=None, num=None, list=[])'
assert run(ty, ["--list", "a", "b", "--num", "1"]) == "Namespace(up=None, half=None, x=False, v=0, file=None, tag=None, num=1, list=['a', 'b'])"
assert run(ty, ["--list", "--", "a"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    'ty: error: unrecognized arguments: -- a\n'
)
assert run(ty, ["-f"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    'ty: error: argument -f/--file: expected one argument\n'
)
assert run(ty, ["-q"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    'ty: error: unrecognized arguments: -q\n'
)
assert run(ty, ["-x=1"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    "ty: error: argument -x: ignored explicit argument '1'\n"
)
assert run(ty, ["a b c"]) == (
    'exit 2\n'
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    'ty: error: unrecognized arguments: a b c\n'
)
assert run(ty, ["--fi", "x"]) == "Namespace(up=None, half=None, x=False, v=0, file='x', tag=None, num=None, list=[])"
assert ty.format_help() == (
    'usage: ty [-h] [--up UP] [--half HALF] [-x] [-v] [-f FILE] [--tag TAG]\n'
    '          [--num NUM] [--list [LIST ...]]\n'
    '\n'
    'options:\n'
    '  -h, --help            show this help message and exit\n'
    '  --up UP\n'
    '  --half HALF\n'
    '  -x\n'
    '  -v\n'
    '  -f FILE, --file FILE\n'
    '  --tag TAG\n'
    '  --num NUM\n'
    '  --list [LIST ...]\n'
)
assert repr(ty._actions[3]) == "_StoreTrueAction(option_strings=['-x'], dest='x', nargs=0, const=True, default=False, type=None, choices=None, required=False, help=None, metavar=None)"
assert repr(ty._actions[0]) == "_HelpAction(option_strings=['-h', '--help'], dest='help', nargs=0, const=None, default='==SUPPRESS==', type=None, choices=None, required=False, help='show this help message and exit', metavar=None)"
assert repr(ty) == "ArgumentParser(prog='ty', usage=None, description=None, formatter_class=<class 'argparse.HelpFormatter'>, conflict_handler='error', add_help=True)"

# --- subparser details
sp = argparse.ArgumentParser(prog="sp")
sps = sp.add_subparsers()
a1 = sps.add_parser("alpha")
a1.add_argument("--n", type=int, default=1)
sps.add_parser("beta", aliases=["b"])
assert run(sp, []) == 'Namespace()'
assert run(sp, ["alpha", "--n", "3"]) == 'Namespace(n=3)'
assert run(sp, ["b"]) == 'Namespace()'
assert run(sp, ["gamma"]) == (
    'exit 2\n'
    'usage: sp [-h] {alpha,beta,b} ...\n'
    "sp: error: argument {alpha,beta,b}: invalid choice: 'gamma' (choose from 'alpha', 'beta', 'b')\n"
)
assert sp.format_usage() == 'usage: sp [-h] {alpha,beta,b} ...\n'
assert sp.format_help() == (
    'usage: sp [-h] {alpha,beta,b} ...\n'
    '\n'
    'positional arguments:\n'
    '  {alpha,beta,b}\n'
    '\n'
    'options:\n'
    '  -h, --help      show this help message and exit\n'
)
assert fails(sps.add_parser, "alpha") == 'ArgumentError: argument {alpha,beta,b}: conflicting subparser: alpha'
assert fails(sps.add_parser, "delta", aliases=["b"]) == 'ArgumentError: argument {alpha,beta,b}: conflicting subparser alias: b'
assert known(sp, ["alpha", "extra", "--n", "2", "--x"]) == ('Namespace(n=2)', ['extra', '--x'])
sp2 = argparse.ArgumentParser(prog="sp2")
sps2 = sp2.add_subparsers(dest="cmd", required=True)
sps2.add_parser("x")
sps2.add_parser("y")
assert run(sp2, []) == (
    'exit 2\n'
    'usage: sp2 [-h] {x,y} ...\n'
    'sp2: error: the following arguments are required: cmd\n'
)
sp3 = argparse.ArgumentParser(prog="sp3")
sps3 = sp3.add_subparsers(required=True)
sps3.add_parser("x")
assert run(sp3, []) == (
    'exit 2\n'
    'usage: sp3 [-h] {x} ...\n'
    'sp3: error: the following arguments are required: {x}\n'
)
assert exits(sp3.add_subparsers) == (2, '', 'usage: sp3 [-h] {x} ...\nsp3: error: cannot have multiple subparser arguments\n')
nested = argparse.ArgumentParser(prog="cloud")
ns1 = nested.add_subparsers(dest="area")
vm = ns1.add_parser("vm", help="virtual machines")
ns2 = vm.add_subparsers(dest="action")
create = ns2.add_parser("create", help="make one")
create.add_argument("--size", default="small")
assert run(nested, ["vm", "create", "--size", "large"]) == "Namespace(area='vm', action='create', size='large')"
assert create.prog == 'cloud vm create'
assert run(nested, ["vm", "create", "--bad"]) == (
    'exit 2\n'
    'usage: cloud [-h] {vm} ...\n'
    'cloud: error: unrecognized arguments: --bad\n'
)
assert vm.format_help() == (
    'usage: cloud vm [-h] {create} ...\n'
    '\n'
    'positional arguments:\n'
    '  {create}\n'
    '    create    make one\n'
    '\n'
    'options:\n'
    '  -h, --help  show this help message and exit\n'
)

# --- usage with groups, suppressed and required options
ug = argparse.ArgumentParser(prog="ug")
ug.add_argument("--in", dest="inp", required=True)
x1 = ug.add_mutually_exclusive_group(required=True)
x1.add_argument("--a", action="store_true")
x1.add_argument("--b", help=argparse.SUPPRESS)
ug.add_argument("--hidden", help=argparse.SUPPRESS)
ug.add_argument("pos", nargs="?", metavar="POS")
x2 = ug.add_mutually_exclusive_group()
x2.add_argument("--c", nargs="+")
x2.add_argument("--d", nargs="*")
assert ug.format_usage() == (
    'usage: ug [-h] --in INP --a [--c C [C ...] | --d [D ...]] [POS]\n'
)
assert ug.format_help() == (
    'usage: ug [-h] --in INP --a [--c C [C ...] | --d [D ...]] [POS]\n'
    '\n'
    'positional arguments:\n'
    '  POS\n'
    '\n'
    'options:\n'
    '  -h, --help     show this help message and exit\n'
    '  --in INP\n'
    '  --a\n'
    '  --c C [C ...]\n'
    '  --d [D ...]\n'
)
assert run(ug, ["--in", "i"]) == (
    'exit 2\n'
    'usage: ug [-h] --in INP --a [--c C [C ...] | --d [D ...]] [POS]\n'
    'ug: error: one of the arguments --a is required\n'
)
assert run(ug, ["--in", "i", "--b", "1", "--a"]) == (
    'exit 2\n'
    'usage: ug [-h] --in INP --a [--c C [C ...] | --d [D ...]] [POS]\n'
    'ug: error: argument --a: not allowed with argument --b\n'
)
assert run(ug, ["--in", "i", "--a", "--c", "1", "--d"]) == (
    'exit 2\n'
    'usage: ug [-h] --in INP --a [--c C [C ...] | --d [D ...]] [POS]\n'
    'ug: error: argument --d: not allowed with argument --c\n'
)
sep = argparse.ArgumentParser(prog="sep")
y = sep.add_mutually_exclusive_group()
y.add_argument("--p", action="store_true")
sep.add_argument("--between")
y.add_argument("--q", action="store_true")
assert sep.format_usage() == 'usage: sep [-h] [--p] [--between BETWEEN] [--q]\n'
mp = argparse.ArgumentParser(prog="mp")
mx = mp.add_mutually_exclusive_group()
mx.add_argument("--alpha", nargs=2, metavar=("FROM", "TO"))
mx.add_argument("target", nargs="?", default="all")
assert mp.format_usage() == 'usage: mp [-h] [--alpha FROM TO | target]\n'
assert run(mp, ["x", "--alpha", "a", "b"]) == (
    'exit 2\n'
    'usage: mp [-h] [--alpha FROM TO | target]\n'
    'mp: error: argument --alpha: not allowed with argument target\n'
)
assert run(mp, ["--alpha", "a", "b"]) == "Namespace(alpha=['a', 'b'], target='all')"

# --- parents with groups, BooleanOptionalAction help
base = argparse.ArgumentParser(add_help=False)
bg = base.add_argument_group("auth", "Credentials.")
bg.add_argument("--token")
bx = base.add_mutually_exclusive_group()
bx.add_argument("--json", action="store_true")
bx.add_argument("--yaml", action="store_true")
base.set_defaults(kind="base")
kid = argparse.ArgumentParser(prog="kid", parents=[base], formatter_class=argparse.ArgumentDefaultsHelpFormatter)
kid.add_argument("--color", action=argparse.BooleanOptionalAction, default=False, help="colour output")
kid.add_argument("--depth", type=int, default=3, help="how deep")
assert kid.format_help() == (
    'usage: kid [-h] [--token TOKEN] [--json | --yaml] [--color | --no-color]\n'
    '           [--depth DEPTH]\n'
    '\n'
    'options:\n'
    '  -h, --help           show this help message and exit\n'
    '  --json\n'
    '  --yaml\n'
    '  --color, --no-color  colour output (default: False)\n'
    '  --depth DEPTH        how deep (default: 3)\n'
    '\n'
    'auth:\n'
    '  Credentials.\n'
    '\n'
    '  --token TOKEN\n'
)
assert run(kid, ["--json", "--yaml"]) == (
    'exit 2\n'
    'usage: kid [-h] [--token TOKEN] [--json | --yaml] [--color | --no-color]\n'
    '           [--depth DEPTH]\n'
    'kid: error: argument --yaml: not allowed with argument --json\n'
)
assert run(kid, ["--token", "t", "--no-color", "--depth", "1"]) == "Namespace(token='t', json=False, yaml=False, color=False, depth=1, kind='base')"
assert fails(argparse.ArgumentParser, parents=[base, base]) == 'ArgumentError: argument --token: conflicting option string: --token'
