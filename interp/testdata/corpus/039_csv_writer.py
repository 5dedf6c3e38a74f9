import csv
import io

rows = [
    {"id": 1, "name": "Widget, large", "price": 9.99, "notes": 'said "great"'},
    {"id": 2, "name": "Gadget", "price": 12.5, "notes": "multi\nline"},
    {"id": 3, "name": "Gizmo", "price": 0.0, "notes": ""},
    {"id": 4, "name": "Thing", "price": 100, "notes": None},
]

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["id", "name", "price", "notes"])
w.writeheader()
w.writerows(rows)
out = buf.getvalue()
print(repr(out))
print(out)

back = list(csv.DictReader(io.StringIO(out)))
print(back[0], back[1]["notes"] == "multi\nline", back[3]["notes"] == "")

buf = io.StringIO()
w = csv.writer(buf, delimiter=";", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["name", "qty", "ratio"])
w.writerow(["a;b", 3, 0.5])
w.writerow(["c", 10, 1 / 3])
print(buf.getvalue())

buf = io.StringIO()
w = csv.writer(buf, quoting=csv.QUOTE_ALL)
w.writerow([1, "two", None, 4.0])
print(buf.getvalue(), end="")
buf = io.StringIO()
csv.writer(buf, quoting=csv.QUOTE_MINIMAL).writerows([["x y", "a,b", "'q'"], [" lead", "trail ", ""]])
print(buf.getvalue(), end="")

tsv = "name\tcity\tage\nann\tOslo\t30\nbob\tRome\t25\n"
for r in csv.DictReader(io.StringIO(tsv), delimiter="\t"):
    print(r["name"], r["city"], int(r["age"]) + 1)
data = 'a,b\n1,"x, y"\n2,"he said ""hi"""\n3,\n'
print(list(csv.reader(io.StringIO(data))))
print(list(csv.reader(["a,b", "c,d"])), list(csv.reader(io.StringIO("one\n\ntwo\n"))))
dr = csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"), restkey="extra", restval="?")
print(list(dr))
summary = io.StringIO()
sw = csv.writer(summary)
for r in back:
    sw.writerow([r["name"].upper(), f"{float(r['price']):.2f}"])
print(summary.getvalue().replace("\r\n", "|"))
