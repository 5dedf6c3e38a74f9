"""Task: parse agent-issued commands with shlex and argparse (no real argv)."""
import argparse
import shlex

parser = argparse.ArgumentParser(prog="deploy", description="Deploy a service.")
parser.add_argument("service")
parser.add_argument("--env", choices=["dev", "staging", "prod"], default="dev")
parser.add_argument("--replicas", type=int, default=1)
parser.add_argument("--tag", action="append", default=[])
parser.add_argument("-v", "--verbose", action="count", default=0)
parser.add_argument("--dry-run", action="store_true")

COMMANDS = [
    "deploy api --env prod --replicas 3 --tag v2 --tag 'hot fix'",
    "deploy 'billing svc' -vv --dry-run",
    'deploy worker --env=staging --tag "release candidate"',
]
for cmd in COMMANDS:
    argv = shlex.split(cmd)
    print(argv)
    ns = parser.parse_args(argv[1:])
    print("  ", vars(ns))
    print("   quoted back:", shlex.join(argv))

print(shlex.quote("it's here"), shlex.quote("safe-word"), shlex.quote(""))
lex = shlex.shlex("a=1 b='two words' # comment", posix=True)
lex.whitespace_split = True
lex.commenters = "#"
print(list(lex))
print(parser.format_usage().strip())
try:
    parser.parse_args(["api", "--replicas", "many"])
except SystemExit as e:
    print("SystemExit", e.code)
