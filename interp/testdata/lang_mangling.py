# Private name mangling.
class Account:
    __rate = 0.05
    def __init__(self, balance):
        self.__balance = balance
    def __helper(self):
        return self.__balance * (1 + self.__rate)
    def total(self):
        return self.__helper()
a = Account(100)
assert a.total() == 105.0
assert a._Account__balance == 100 and "_Account__balance" in vars(a)
assert not hasattr(a, "__balance") and hasattr(Account, "_Account__helper")
class Child(Account):
    def __init__(self):
        super().__init__(10)
        self.__balance = "child"
c = Child()
assert c._Child__balance == "child" and c._Account__balance == 10
class _Under:
    def __m(self):
        return 1
assert hasattr(_Under, "_Under__m")
class ___:
    def __m(self):
        return 1
assert hasattr(___, "__m")
class D:
    def __dunder__(self):
        return "kept"
assert D().__dunder__() == "kept"
def outside():
    return getattr(a, "_Account__rate")
assert outside() == 0.05
