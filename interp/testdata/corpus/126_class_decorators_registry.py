"""Task: a plugin registry built with class decorators, __init_subclass__ and a registry order log."""
events = []


def register(kind):
    events.append(f"decorator factory called for {kind}")

    def deco(cls):
        events.append(f"decorating {cls.__name__}")
        REGISTRY.setdefault(kind, []).append(cls)
        cls.kind = kind
        return cls
    return deco


REGISTRY = {}


class Exporter:
    formats = {}

    def __init_subclass__(cls, fmt=None, **kwargs):
        super().__init_subclass__(**kwargs)
        events.append(f"init_subclass {cls.__name__} fmt={fmt}")
        if fmt:
            Exporter.formats[fmt] = cls

    def export(self, rows):
        raise NotImplementedError


@register("text")
class CsvExporter(Exporter, fmt="csv"):
    events.append("body of CsvExporter")

    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)


@register("text")
class TsvExporter(CsvExporter, fmt="tsv"):
    def export(self, rows):
        return super().export(rows).replace(",", "\t")


@register("binary")
class JsonExporter(Exporter, fmt="json"):
    def export(self, rows):
        import json
        return json.dumps(rows)


class Hidden(Exporter):
    pass


for e in events:
    print(e)
print({k: [c.__name__ for c in v] for k, v in REGISTRY.items()})
print({k: v.__name__ for k, v in Exporter.formats.items()})
rows = [[1, "a"], [2, "b"]]
for fmt, cls in sorted(Exporter.formats.items()):
    print(f"--- {fmt} ({cls.kind}) mro={[c.__name__ for c in cls.__mro__]}")
    print(cls().export(rows))
try:
    Hidden().export(rows)
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
print(TsvExporter.__bases__, TsvExporter.__qualname__, TsvExporter.__module__)
