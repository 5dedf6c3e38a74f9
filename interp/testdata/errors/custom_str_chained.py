class E(Exception):
    def __str__(self):
        return "custom " + str(self.args[0])
try:
    raise KeyError("k")
except KeyError as k:
    raise E(5) from k
