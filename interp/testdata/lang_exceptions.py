# Exceptions: hierarchy, chaining, handlers, finally, custom classes.
assert issubclass(KeyError, LookupError) and issubclass(LookupError, Exception)
assert issubclass(ZeroDivisionError, ArithmeticError) and issubclass(FileNotFoundError, OSError)
assert issubclass(RecursionError, RuntimeError) and issubclass(ModuleNotFoundError, ImportError)
assert issubclass(TimeoutError, OSError) and issubclass(UnicodeDecodeError, ValueError)
assert not issubclass(SystemExit, Exception) and issubclass(SystemExit, BaseException)
assert not issubclass(KeyboardInterrupt, Exception) and issubclass(GeneratorExit, BaseException)
def order():
    log = []
    try:
        log.append("try")
        raise ValueError("v")
    except TypeError:
        log.append("type")
    except (KeyError, ValueError) as e:
        log.append(f"caught {e}")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log
assert order() == ["try", "caught v", "finally"]
def finally_return():
    try:
        return "try"
    finally:
        pass
assert finally_return() == "try"
def finally_overrides():
    try:
        return "try"
    finally:
        return "finally"
assert finally_overrides() == "finally"
def finally_swallows():
    for _ in range(1):
        try:
            raise KeyError("x")
        finally:
            break
    return "swallowed"
assert finally_swallows() == "swallowed"
try:
    try:
        1 / 0
    except ZeroDivisionError as e:
        raise ValueError("wrapped") from e
except ValueError as e:
    assert isinstance(e.__cause__, ZeroDivisionError) and e.__suppress_context__
    assert isinstance(e.__context__, ZeroDivisionError)
try:
    try:
        [][0]
    except IndexError:
        {}["k"]
except KeyError as e:
    assert isinstance(e.__context__, IndexError) and e.__cause__ is None
try:
    try:
        raise ValueError
    except ValueError:
        raise TypeError("t") from None
except TypeError as e:
    assert e.__cause__ is None and e.__suppress_context__
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code
class NotFound(AppError):
    pass
try:
    raise NotFound(404, "missing")
except AppError as e:
    assert e.code == 404 and str(e) == "missing" and e.args == ("missing",) and repr(e) == "NotFound('missing')"
class WithStr(Exception):
    def __str__(self):
        return "custom text"
assert str(WithStr()) == "custom text" and repr(WithStr(1)) == "WithStr(1)"
try:
    raise ValueError
except ValueError as e:
    assert e.args == () and str(e) == ""
def reraise():
    try:
        raise KeyError("inner")
    except KeyError:
        raise
try:
    reraise()
except KeyError as e:
    assert e.args == ("inner",)
try:
    raise RuntimeError("x")
except Exception as e:
    saved = e
try:
    saved.nope
except AttributeError as e:
    assert "'RuntimeError' object has no attribute 'nope'" == str(e)
e = OSError(2, "No such file", "f.txt")
assert e.errno == 2 and e.strerror == "No such file" and e.filename == "f.txt"
assert str(e) == "[Errno 2] No such file: 'f.txt'"
assert str(KeyError("k")) == "'k'" and str(KeyError()) == ""
ex = Exception("a", "b")
assert str(ex) == "('a', 'b')"
try:
    raise StopIteration(5)
except StopIteration as si:
    assert si.value == 5
try:
    exit(3)
except SystemExit as se:
    assert se.code == 3
assert_msgs = []
try:
    assert 1 == 2, "one is not two"
except AssertionError as a:
    assert_msgs.append(str(a))
assert assert_msgs == ["one is not two"]
def nested_finally():
    log = []
    try:
        try:
            raise ValueError("deep")
        finally:
            log.append("inner finally")
    except ValueError:
        log.append("outer except")
    finally:
        log.append("outer finally")
    return log
assert nested_finally() == ["inner finally", "outer except", "outer finally"]
def handler_var_deleted():
    try:
        raise ValueError
    except ValueError as err:
        pass
    try:
        err
    except NameError:
        return "deleted"
    except UnboundLocalError:
        return "deleted"
assert handler_var_deleted() == "deleted"
try:
    raise TypeError("bad") 
except (ValueError, TypeError) as e:
    assert type(e) is TypeError
try:
    try:
        raise ValueError("a")
    finally:
        cleanup = True
except ValueError:
    assert cleanup
e = ValueError("note me")
e.add_note("extra info")
assert e.__notes__ == ["extra info"]
try:
    raise Exception("x").with_traceback(None)
except Exception as ee:
    assert str(ee) == "x"
def gen_exc_in_loop():
    results = []
    for item in [1, 0, 2]:
        try:
            results.append(10 // item)
        except ZeroDivisionError:
            results.append(None)
            continue
        finally:
            results.append("f")
    return results
assert gen_exc_in_loop() == [10, "f", None, "f", 5, "f"]
try:
    class Bad(Exception):
        def __init__(self):
            raise KeyError("init failed")
    raise Bad()
except KeyError as k:
    assert str(k) == "'init failed'"
try:
    raise 42
except TypeError as te:
    assert str(te) == "exceptions must derive from BaseException"
try:
    try:
        pass
    except 5:
        pass
    ok_no_error = True
except TypeError:
    ok_no_error = False
assert ok_no_error


# every class an except clause names must be an exception class, checked
# before matching (also when an earlier one would match)
def except_with(classes):
    try:
        try:
            raise ValueError("v")
        except classes:
            return "caught"
    except TypeError as e:
        return str(e)


bad = "catching classes that do not inherit from BaseException is not allowed"
assert except_with((ValueError, 42)) == bad
assert except_with(((ValueError,),)) == bad
assert except_with((KeyError, 42)) == bad
assert except_with((KeyError, ValueError)) == "caught"
