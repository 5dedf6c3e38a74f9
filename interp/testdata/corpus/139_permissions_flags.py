"""Task: role-based permissions with enum.Flag and StrEnum, checking access for a request log."""
from enum import Flag, IntFlag, StrEnum, auto, unique


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    DELETE = auto()
    ADMIN = auto()
    EDITOR = READ | WRITE
    OWNER = READ | WRITE | DELETE


class Role(StrEnum):
    GUEST = auto()
    MEMBER = auto()
    MAINTAINER = auto()
    ADMIN = "administrator"


@unique
class Mode(IntFlag):
    X = 1
    W = 2
    R = 4


ROLE_PERMS = {Role.GUEST: Perm.READ, Role.MEMBER: Perm.EDITOR, Role.MAINTAINER: Perm.OWNER,
              Role.ADMIN: Perm.OWNER | Perm.ADMIN}
NEEDS = {"GET": Perm.READ, "POST": Perm.WRITE, "PUT": Perm.WRITE, "DELETE": Perm.DELETE, "PATCH": Perm.READ | Perm.WRITE}

REQUESTS = [("guest", "GET"), ("member", "POST"), ("member", "DELETE"), ("maintainer", "DELETE"),
            ("administrator", "PATCH"), ("guest", "PATCH"), ("root", "GET")]
for role_name, method in REQUESTS:
    try:
        role = Role(role_name)
    except ValueError as e:
        print(f"{role_name:<13} {method:<6} error: {e}")
        continue
    have = ROLE_PERMS[role]
    need = NEEDS[method]
    ok = need in have
    missing = need & ~have
    print(f"{role:<13} {method:<6} {'allow' if ok else 'deny':<5} have={have!r} missing={missing!r}")

print(list(Perm), len(Perm), [p.name for p in Perm.OWNER])
print(Perm.EDITOR, repr(Perm.EDITOR), Perm.READ | Perm.ADMIN, Perm(3), Perm(0), bool(Perm(0)))
print(Perm.OWNER & Perm.EDITOR, Perm.OWNER ^ Perm.READ, Perm.WRITE in Perm.EDITOR, Perm.EDITOR.value)
print(Role.MEMBER, repr(Role.MEMBER), Role.ADMIN.value, Role.MEMBER == "member", Role.MEMBER.upper(), f"{Role.GUEST}")
print(sorted(Role), [r.name for r in Role], "member" in [r.value for r in Role])
m = Mode.R | Mode.W
print(m, repr(m), int(m), Mode(5), oct(Mode.R | Mode.W | Mode.X), m & 2, Mode.X + 1, str(Mode.R))
try:
    @unique
    class Dup(Flag):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
