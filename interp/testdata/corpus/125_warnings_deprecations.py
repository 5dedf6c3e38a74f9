"""Task: deprecate old API parameters with warnings and capture them for a migration report."""
import warnings


def fetch(url, timeout=None, verify=True, retries=None, max_retries=3):
    if retries is not None:
        warnings.warn("'retries' is deprecated; use 'max_retries'", DeprecationWarning, stacklevel=2)
        max_retries = retries
    if not verify:
        warnings.warn(f"TLS verification disabled for {url}", RuntimeWarning)
    return {"url": url, "timeout": timeout, "max_retries": max_retries}


CALLS = [dict(url="https://a.test"), dict(url="https://b.test", retries=5), dict(url="https://c.test", verify=False),
         dict(url="https://d.test", retries=1, verify=False)]
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for kw in CALLS:
        print(fetch(**kw))
print(len(caught), "warnings")
for w in caught:
    print(f"  {w.category.__name__}: {w.message}")

with warnings.catch_warnings():
    warnings.simplefilter("error", DeprecationWarning)
    try:
        fetch("https://e.test", retries=2)
    except DeprecationWarning as e:
        print("raised:", e)
with warnings.catch_warnings(record=True) as caught2:
    warnings.simplefilter("ignore")
    fetch("https://f.test", retries=9, verify=False)
print("ignored:", len(caught2))
print(issubclass(DeprecationWarning, Warning), issubclass(UserWarning, Exception), UserWarning("x").args)
