"""Task: a recursive-descent calculator for spreadsheet-like formulas with variables and functions."""
import math
import re

TOKEN = re.compile(r"\s*(?:(?P<num>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\*\*|[-+*/%(),^]))")


class FormulaError(Exception):
    pass


def tokenize(src):
    pos, out = 0, []
    src = src.rstrip()
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m:
            raise FormulaError(f"unexpected {src[pos]!r} at {pos}")
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out


class Parser:
    FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "round": round, "abs": abs, "sum": lambda *a: sum(a)}

    def __init__(self, tokens, env):
        self.toks, self.i, self.env = tokens, 0, env

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None, None)

    def take(self, value=None):
        tok = self.peek()
        if value is not None and tok[1] != value:
            raise FormulaError(f"expected {value!r}, got {tok[1]!r}")
        self.i += 1
        return tok

    def expr(self):
        v = self.term()
        while self.peek()[1] in ("+", "-"):
            op = self.take()[1]
            v = v + self.term() if op == "+" else v - self.term()
        return v

    def term(self):
        v = self.power()
        while self.peek()[1] in ("*", "/", "%"):
            op = self.take()[1]
            rhs = self.power()
            if op != "*" and rhs == 0:
                raise FormulaError("division by zero")
            v = v * rhs if op == "*" else (v / rhs if op == "/" else v % rhs)
        return v

    def power(self):
        base = self.unary()
        if self.peek()[1] in ("**", "^"):
            self.take()
            return base ** self.power()
        return base

    def unary(self):
        if self.peek()[1] == "-":
            self.take()
            return -self.unary()
        return self.atom()

    def atom(self):
        kind, val = self.take()
        if kind == "num":
            return float(val) if any(c in val for c in ".eE") else int(val)
        if kind == "name":
            if self.peek()[1] == "(":
                self.take("(")
                args = [self.expr()]
                while self.peek()[1] == ",":
                    self.take()
                    args.append(self.expr())
                self.take(")")
                if val not in self.FUNCS:
                    raise FormulaError(f"unknown function {val}()")
                return self.FUNCS[val](*args)
            if val not in self.env:
                raise FormulaError(f"unknown name {val!r}")
            return self.env[val]
        if val == "(":
            v = self.expr()
            self.take(")")
            return v
        raise FormulaError(f"unexpected token {val!r}")


def evaluate(src, env):
    p = Parser(tokenize(src), env)
    v = p.expr()
    if p.i != len(p.toks):
        raise FormulaError(f"trailing input at token {p.i}")
    return v


print(__doc__.strip())
print("-" * len(__doc__.strip()))
ENV = {"price": 19.99, "qty": 3, "rate": 0.2, "n": 7}
for f in ["price * qty", "price * qty * (1 + rate)", "round(price * qty * (1 + rate), 2)", "2 ** 3 ** 2", "-2 ^ 2",
          "n % 4 + n / 2", "max(1, n, qty * 2)", "sqrt(16) + abs(-3)", "sum(1, 2, 3) / 0", "1 +", "foo(1)",
          "price $ 2", "(1 + 2", "x * 2", "1e3 + .5", "10 / 4", "10 - 4 - 3", "((((n))))"]:
    try:
        print(f"{f:<36} = {evaluate(f, ENV)!r}")
    except FormulaError as e:
        print(f"{f:<36} ! {e}")
    except IndexError:
        print(f"{f:<36} ! incomplete")
