"""Task: summarise experiment results with the statistics module and format a comparison."""
import statistics as st

CONTROL = [12.1, 11.8, 12.6, 13.0, 11.9, 12.2, 12.4, 12.0, 14.9, 12.3]
VARIANT = [11.2, 11.5, 11.0, 11.9, 11.4, 11.3, 12.8, 11.1, 11.6, 11.2]
CONVERSIONS = {"control": (48, 1000), "variant": (61, 1010)}


def describe(name, xs):
    q = st.quantiles(xs, n=4)
    print(f"{name:<8} n={len(xs)} mean={st.mean(xs):.3f} median={st.median(xs):.2f} "
          f"stdev={st.stdev(xs):.4f} pstdev={st.pstdev(xs):.4f} quartiles={[round(v, 3) for v in q]}")
    return st.mean(xs)


mc = describe("control", CONTROL)
mv = describe("variant", VARIANT)
print(f"latency change: {(mv - mc) / mc:+.2%}")
pooled = ((len(CONTROL) - 1) * st.variance(CONTROL) + (len(VARIANT) - 1) * st.variance(VARIANT)) / (
    len(CONTROL) + len(VARIANT) - 2)
t = (mv - mc) / (pooled * (1 / len(CONTROL) + 1 / len(VARIANT))) ** 0.5
print(f"pooled variance={pooled:.5f} t={t:.3f}")

for name, (conv, n) in CONVERSIONS.items():
    print(f"{name}: {conv}/{n} = {conv / n:.2%}")
lift = (61 / 1010) / (48 / 1000) - 1
print(f"relative lift: {lift:.1%}")

print("mode:", st.mode([1, 2, 2, 3, 3, 3]), "multimode:", st.multimode("aabbc"))
print("median_low/high:", st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print("harmonic:", round(st.harmonic_mean([40, 60]), 6), "geometric:", round(st.geometric_mean([1, 10, 100]), 6))
print("fmean:", st.fmean([1, 2, 3, 4.5]), "mean ints:", st.mean([1, 2, 3, 4]), st.mean([1, 2]))
print("correlation:", round(st.correlation(CONTROL, VARIANT), 6))
slope, intercept = st.linear_regression([1, 2, 3, 4, 5], [2.1, 3.9, 6.2, 7.8, 10.1])
print(f"regression: y = {slope:.3f}x + {intercept:.3f}")
nd = st.NormalDist(mu=mc, sigma=st.stdev(CONTROL))
print(f"P(latency < 12) = {nd.cdf(12):.4f}, 95th pct = {nd.inv_cdf(0.95):.3f}")
print("quantiles n=10:", [round(v, 2) for v in st.quantiles(range(1, 101), n=10)])
from fractions import Fraction
print("fraction mean:", st.mean([Fraction(1, 3), Fraction(1, 6)]), st.variance([1, 2, 3, 4]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
try:
    st.stdev([1])
except st.StatisticsError as e:
    print("StatisticsError:", e)
