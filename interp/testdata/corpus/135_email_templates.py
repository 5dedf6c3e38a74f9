"""Task: render customer notification emails from templates with string.Template and format_map."""
from string import Template, ascii_uppercase, digits, capwords
from collections import defaultdict

CUSTOMERS = [
    {"name": "ada lovelace", "plan": "pro", "due": "2024-07-01", "amount": 49.0, "items": 3},
    {"name": "ALAN turing", "plan": "free", "due": None, "amount": 0, "items": 0},
    {"name": "grace hopper", "plan": "team", "due": "2024-06-15", "amount": 1249.5, "items": 12},
]

TEMPLATE = Template("""Subject: Your $plan plan ${status}
Dear $name,
Your balance of $$${amount} is due on $due.
You have $items item(s) in your cart.
""")

for c in CUSTOMERS:
    fields = dict(c, name=capwords(c["name"]), amount=f"{c['amount']:,.2f}",
                  status="renews soon" if c["due"] else "is active", due=c["due"] or "n/a")
    print(TEMPLATE.substitute(fields))

partial = Template("Hello $name, your code is $code")
print(partial.safe_substitute(name="Ada"))
try:
    partial.substitute(name="Ada")
except KeyError as e:
    print("KeyError:", e)
try:
    Template("cost: $5").substitute({})
except ValueError as e:
    print("ValueError:", e)
print(Template("$who likes $what").substitute({"who": "tim"}, what="kung pao"))
print(partial.get_identifiers(), partial.is_valid(), Template("$$ $x").template)


class Default(dict):
    def __missing__(self, key):
        return "{" + key + "}"


print("Hi {name}, ticket {ticket} is {state}".format_map(Default(name="Bo", state="open")))
counts = defaultdict(int, apples=3)
print("{apples} apples, {pears} pears".format_map(counts), dict(counts))
print("{0[name]} owes {0[amount]:>8.2f}".format(CUSTOMERS[2]), "{c.real}".format(c=3 + 4j))
print("{:^11}|{:*<6}|{:#x}|{:#o}|{:b}".format("mid", 7, 255, 8, 5), "{!r:>8}".format("x"))
print("%-10s|%5.1f|%03d|%x|%r|%%" % ("left", 3.14159, 7, 255, "q"), "%(a)s-%(b)s" % {"a": 1, "b": 2})
code = "".join(ascii_uppercase[(i * 7) % 26] + digits[i % 10] for i in range(4))
print("code:", code, capwords("hello   big\tworld"), "hello world".title(), "they're bill's".title())
