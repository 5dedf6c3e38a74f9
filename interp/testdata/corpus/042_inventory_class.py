import functools


@functools.total_ordering
class Product:
    tax_rate = 0.2
    _registry = {}

    def __init__(self, sku, name, price, stock=0):
        self.sku = sku
        self.name = name
        self._price = price
        self.stock = stock
        Product._registry[sku] = self

    @property
    def price(self):
        return self._price

    @price.setter
    def price(self, value):
        if value < 0:
            raise ValueError("price cannot be negative")
        self._price = value

    @property
    def gross(self):
        return round(self._price * (1 + self.tax_rate), 2)

    @classmethod
    def lookup(cls, sku):
        return cls._registry.get(sku)

    @staticmethod
    def parse(line):
        sku, name, price, stock = [p.strip() for p in line.split("|")]
        return Product(sku, name, float(price), int(stock))

    def __repr__(self):
        return f"Product({self.sku!r}, {self.name!r}, {self._price!r}, stock={self.stock})"

    def __str__(self):
        return f"{self.name} ({self.sku}) @ {self._price:.2f}"

    def __eq__(self, other):
        if not isinstance(other, Product):
            return NotImplemented
        return self.sku == other.sku

    def __lt__(self, other):
        return (self._price, self.sku) < (other._price, other.sku)

    def __hash__(self):
        return hash(self.sku)

    def __len__(self):
        return self.stock

    def __contains__(self, word):
        return word.lower() in self.name.lower()


class Perishable(Product):
    tax_rate = 0.07

    def __init__(self, sku, name, price, stock=0, days=7):
        super().__init__(sku, name, price, stock)
        self.days = days

    def __repr__(self):
        return super().__repr__()[:-1] + f", days={self.days})"


lines = ["A1 | Desk Lamp | 24.99 | 12", "B7 | Office Chair | 149.00 | 3", "C3 | USB Cable | 4.50 | 200"]
items = [Product.parse(l) for l in lines]
items.append(Perishable("F1", "Fresh Milk", 1.29, 40, days=5))
for p in sorted(items):
    print(f"{str(p):<32} gross={p.gross:>7.2f} stock={len(p):>4} {type(p).__name__}")
print(repr(items[-1]), repr(items[0]))
print(Product.lookup("B7"), Product.lookup("ZZ"), "chair" in items[1], "sofa" in items[1])
items[0].price = 19.99
print(items[0].price, items[0].gross)
try:
    items[0].price = -1
except ValueError as e:
    print("ValueError:", e)
print(items[0] == Product("A1", "Other", 1), items[0] != items[1], items[0] > items[2], items[1] >= items[1])
print(isinstance(items[-1], Product), issubclass(Perishable, Product), Perishable.__mro__[1].__name__, Perishable.__bases__)
total = sum(p.price * p.stock for p in items)
print(f"stock value: {total:,.2f}", len(Product._registry), sorted(Product._registry))
print(max(items, key=len).name, min(items).name, getattr(items[1], "days", None), vars(items[2]))
print(Product.gross.__doc__, type(Product.__dict__["parse"]).__name__, type(Product.__dict__["lookup"]).__name__)
