import statistics as st

scores = {
    "alice": [88, 92, 79, 95, 90],
    "bob": [72, 65, 80, 70, 68],
    "carol": [95, 98, 100, 97, 99],
    "dave": [60, 75, 70, 85, 80],
    "erin": [88, 88, 88, 90, 86],
}

print(f"{'name':<6}{'mean':>7}{'median':>8}{'stdev':>8}{'min':>5}{'max':>5}")
for name, vals in scores.items():
    print(f"{name:<6}{st.mean(vals):>7.2f}{st.median(vals):>8}{st.stdev(vals):>8.3f}{min(vals):>5}{max(vals):>5}")

everything = [v for vals in scores.values() for v in vals]
print("overall mean:", st.mean(everything))
print("overall median:", st.median(everything))
print("mode:", st.mode(everything))
print("pstdev:", round(st.pstdev(everything), 4))
print("variance:", round(st.variance(everything), 4))
print("median_low/high:", st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print("fmean:", st.fmean([1.5, 2.5, 3.25]))
print("mean of floats:", st.mean([0.1, 0.2, 0.3]))
print("quantiles:", st.quantiles(everything, n=4))
print("harmonic:", round(st.harmonic_mean([40, 60]), 6))
print("geometric:", round(st.geometric_mean([1, 10, 100]), 6))
print(st.multimode("aabbbccccdddd"))
ranked = sorted(scores, key=lambda n: st.mean(scores[n]), reverse=True)
print("ranking:", ranked)
try:
    st.mean([])
except st.StatisticsError as e:
    print("error:", e)
try:
    st.stdev([5])
except st.StatisticsError as e:
    print("error:", e)
