"""Task: a typed generic repository with Protocols, TypeVars and TypedDicts over in-memory rows."""
from dataclasses import dataclass
from typing import Generic, TypeVar, Protocol, Iterator, Callable, TypedDict, Literal, Any, Union, Optional, get_type_hints

T = TypeVar("T")
K = TypeVar("K")


class HasId(Protocol):
    id: int


class UserRow(TypedDict):
    id: int
    email: str
    role: Literal["admin", "member", "guest"]


class NotFound(LookupError):
    pass


class Repository(Generic[T]):
    def __init__(self, key: Callable[[T], int]) -> None:
        self._rows: dict[int, T] = {}
        self._key = key

    def put(self, row: T) -> T:
        self._rows[self._key(row)] = row
        return row

    def get(self, ident: int) -> T:
        try:
            return self._rows[ident]
        except KeyError:
            raise NotFound(f"no row with id {ident}") from None

    def find(self, pred: Callable[[T], bool]) -> Iterator[T]:
        return (r for r in self._rows.values() if pred(r))

    def __len__(self) -> int:
        return len(self._rows)

    def __contains__(self, ident: object) -> bool:
        return ident in self._rows


@dataclass
class Project:
    id: int
    name: str
    owner_id: int
    archived: bool = False


users: Repository[UserRow] = Repository(key=lambda u: u["id"])
projects: Repository[Project] = Repository(key=lambda p: p.id)
for uid, email, role in [(1, "ann@x.test", "admin"), (2, "bo@x.test", "member"), (3, "cy@x.test", "guest")]:
    users.put(UserRow(id=uid, email=email, role=role))
for p in [Project(10, "apollo", 1), Project(11, "gemini", 2, True), Project(12, "mercury", 1)]:
    projects.put(p)

print(len(users), len(projects), 2 in users, 5 in projects)
print(users.get(2), type(users.get(2)).__name__)
try:
    projects.get(99)
except LookupError as e:
    print(type(e).__name__, e, e.__cause__, e.__suppress_context__)
for u in users.find(lambda u: u["role"] != "guest"):
    owned = [p.name for p in projects.find(lambda p: p.owner_id == u["id"] and not p.archived)]
    print(f"{u['email']:<12} {u['role']:<7} owns {owned}")

print(Repository[int], Repository.__parameters__, T, T.__name__)
print(UserRow.__required_keys__ == frozenset({"id", "email", "role"}), UserRow.__total__)
print(get_type_hints(Project))
print(Optional[int], Union[int, str], Union[int, None] == Optional[int], int | str, list[dict[str, Any]])
print(Literal["a", "b"], Callable[[int], str], type(Optional[int]).__name__)
print(isinstance(3, int | str), isinstance("x", (int, str)), issubclass(bool, int | float))
print(Union[int, Union[str, int]], Union[int], Optional[Union[int, str]])
