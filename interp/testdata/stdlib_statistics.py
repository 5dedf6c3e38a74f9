# statistics: exact means and spreads with the data's type, as CPython 3.11.
import statistics
from statistics import (mean, fmean, geometric_mean, harmonic_mean, median, median_low,
                        median_high, median_grouped, mode, multimode, quantiles, variance,
                        pvariance, stdev, pstdev, covariance, correlation, linear_regression,
                        NormalDist, StatisticsError)
from fractions import Fraction as F
from decimal import Decimal as D


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]

# averages: exact sums converted once to the data's type
assert mean([1, 2, 3, 4, 4]) == 2.8 and type(mean([1, 2, 3])) is int and mean([1, 2, 3]) == 2
assert mean([-1.0, 2.5, 3.25, 5.75]) == 2.625
assert mean([F(3, 7), F(1, 21), F(5, 3), F(1, 3)]) == F(13, 21)
assert mean([D("0.5"), D("0.75"), D("0.625"), D("0.375")]) == D('0.5625')
assert repr(mean([D("0.5"), D("0.75"), D("0.625"), D("0.375")])) == "Decimal('0.5625')"
assert mean([1e308, 1e308]) == 1e308, "exact summation does not overflow"
assert mean([0.1] * 10) == 0.1
assert mean([True, False, True]) == 0.6666666666666666
assert mean([F(1, 3), 2]) == F(7, 6) and mean([1.5, F(1, 2)]) == 1.0
assert raises(StatisticsError, mean, []) == 'mean requires at least one data point'
assert raises(TypeError, mean, ['a']) == "can't convert type 'str' to numerator/denominator"
assert fmean([3.5, 4.0, 5.25]) == 4.25 and fmean(iter([1, 2])) == 1.5
assert fmean([1, 2, 3], weights=[3, 2, 1]) == 1.6666666666666667
assert raises(StatisticsError, fmean, []) == 'fmean requires at least one data point'
assert raises(StatisticsError, fmean, [1, 2], weights=[1]) == 'data and weights must be the same length'
assert geometric_mean([54, 24, 36]) == 36.000000000000014
assert raises(StatisticsError, geometric_mean, [0, 1])
assert harmonic_mean([40, 60]) == 48.0 and harmonic_mean([40, 60], weights=[5, 30]) == 56.0
assert harmonic_mean([1, 0]) == 0 and harmonic_mean([2.5]) == 2.5
assert raises(StatisticsError, harmonic_mean, [-1, 2]) == 'harmonic mean does not support negative values'

# medians and modes
assert median([1, 3, 5]) == 3 and median([1, 3, 5, 7]) == 4.0 and median([F(1, 2), F(1, 3)]) == F(5, 12)
assert median_low([1, 3, 5, 7]) == 3 and median_high([1, 3, 5, 7]) == 5
assert median_grouped([2, 2, 3, 3, 3, 4]) == 2.8333333333333335
assert median_grouped([52, 52, 53, 54], interval=2) == 52.0
assert raises(StatisticsError, median, []) == 'no median for empty data'
assert mode([1, 1, 2, 3, 3, 3, 3, 4]) == 3
assert mode(["red", "blue", "blue", "red", "green", "red", "red"]) == 'red'
assert mode(['red', 'red', 'green', 'blue', 'blue']) == 'red', "the first of tied modes"
assert multimode('aabbbbccddddeeffffgg') == ['b', 'd', 'f'] and multimode([]) == []
assert raises(StatisticsError, mode, []) == 'no mode for empty data'

# quantiles
scores = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99,
          91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121,
          111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
assert [round(q, 1) for q in quantiles(scores, n=10)] == [81.0, 86.2, 89.0, 99.4, 102.5, 103.6, 106.0, 109.8, 111.0]
assert quantiles([1, 2, 3, 4, 5], n=4, method='inclusive') == [2.0, 3.0, 4.0]
assert quantiles([1, 2, 3, 4, 5]) == [1.5, 3.0, 4.5]
assert raises(StatisticsError, quantiles, [1], n=4) == 'must have at least two data points'
assert raises(StatisticsError, quantiles, [1, 2], n=0) == 'n must be at least 1'
assert raises(ValueError, quantiles, [1, 2], method='x') == "Unknown method: 'x'"

# spread
assert variance(data) == 1.3720238095238095 and variance(data, mean(data)) == 1.3720238095238095
assert variance([D("27.5"), D("30.25"), D("30.25"), D("34.5"), D("41.75")]) == D('31.01875')
assert variance([F(1, 6), F(1, 2), F(5, 3)]) == F(67, 108)
assert pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]) == 1.25
assert pvariance([D("27.5"), D("30.25"), D("30.25"), D("34.5"), D("41.75")]) == D('24.815')
assert variance([1, 2, 3, 4]) == 1.6666666666666667 and pvariance([1, 2, 3, 4]) == 1.25
assert type(variance([1, 3, 5])) is int and variance([1, 3, 5]) == 4
assert stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]) == 1.0810874155219827
assert pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]) == 0.986893273527251
assert stdev([2.5, 3.25, 5.5, 11.25, 11.75]) == 4.389618434442793
assert stdev([1, 2, 3, 4]) == 1.2909944487358056 and pstdev([1, 2, 3, 4, 5]) == 1.4142135623730951
assert stdev([D('1.5'), D('2.5'), D('3.5')]) == D(1) and type(stdev([D('1.5'), D('2.5')])) is D
assert stdev([F(1), F(2), F(4)]) == 1.5275252316519468
assert raises(StatisticsError, variance, [1]) == 'variance requires at least two data points'
assert raises(StatisticsError, pstdev, []) == 'pstdev requires at least one data point'

# two variables
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
assert covariance(x, y) == 0.75 and correlation(x, y) == 0.31622776601683794
lr = linear_regression([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])
assert lr.slope == 0.6 and lr.intercept == 2.2 and lr == (0.6, 2.2)
assert linear_regression([1, 2, 3], [2, 4, 6], proportional=True) == (2.0, 0.0)
assert raises(StatisticsError, correlation, [1, 2, 3], [1, 1, 1]) == 'at least one of the inputs is constant'
assert raises(StatisticsError, covariance, [1], [2]) == 'covariance requires at least two data points'
assert raises(StatisticsError, linear_regression, [1, 1], [2, 3]) == 'x is constant'
print(lr, linear_regression(x, y))

# NormalDist
iq = NormalDist(100, 15)
assert iq.mean == 100.0 and iq.stdev == 15.0 and iq.variance == 225.0 and iq.median == 100.0
assert iq.cdf(120) == 0.9087887802741321 and iq.pdf(110) == 0.02129653370149015
assert iq.inv_cdf(0.95) == 124.67280440427207 and iq.zscore(130) == 2.0
assert NormalDist().quantiles() == [-0.6744897501960817, 0.0, 0.6744897501960817]
assert NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)) == 0.8035050657330205
assert NormalDist(10, 2) + NormalDist(5, 1) == NormalDist(15, 2.23606797749979)
assert NormalDist(10, 2) * 3 == NormalDist(30, 6) and -NormalDist(1, 2) == NormalDist(-1, 2)
assert NormalDist(0, 1).inv_cdf(0.001) == -3.090232306167813
assert NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]) == NormalDist(2.716666666666667, 0.5076087732365021)
assert hash(NormalDist(1, 2)) == hash((1.0, 2.0))
assert raises(StatisticsError, NormalDist, 5, -1) == 'sigma must be non-negative'
assert raises(StatisticsError, iq.inv_cdf, 1.5) == 'p must be in the range 0.0 < p < 1.0'
assert NormalDist(5, 2).samples(3, seed=42) == [4.711819340844143, 4.654192799336961, 4.777368276864675]
print(repr(iq), NormalDist(1, 2) - 1, [round(v, 3) for v in NormalDist(0, 1).quantiles(10)])
assert issubclass(StatisticsError, ValueError)
