// Thresholds as k6 writes them (`http_req_duration{name:page}: ['p(95)<300']`), parsed and evaluated
// by the Node driver (load-tests/run.mjs) over its own samples, so that one definition of a
// scenario's thresholds is judged the same way by k6 and here. Plain JavaScript: no Node or k6 API.

/** The kind of each metric the scenarios name: how its samples aggregate (k6's metric types). */
export const METRIC_TYPES = {
  http_req_duration: 'trend',
  iteration_duration: 'trend',
  http_req_failed: 'rate',
  checks: 'rate',
  http_reqs: 'counter',
  iterations: 'counter',
};

/** The aggregations k6 allows per metric type. */
const AGGREGATIONS = {
  trend: ['avg', 'min', 'max', 'med', 'p'],
  rate: ['rate'],
  counter: ['count', 'rate'],
};

const EXPRESSION =
  /^\s*(avg|min|max|med|count|rate|p\(\s*(\d+(?:\.\d+)?)\s*\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?)\s*$/;
const METRIC_KEY = /^([a-z_][a-z0-9_]*)(?:\{([^}]*)\})?$/i;

/**
 * `p(95)<500` -> { aggregation: 'p', percentile: 95, operator: '<', value: 500 }. Also takes k6's
 * object form ({ threshold: 'p(95)<500', abortOnFail: true }). Throws on anything else.
 */
export function parseThreshold(threshold) {
  const source = typeof threshold === 'string' ? threshold : threshold && threshold.threshold;
  const match = typeof source === 'string' ? EXPRESSION.exec(source) : null;
  if (!match) throw new Error(`Not a threshold expression: ${JSON.stringify(threshold)}`);
  const [, method, percentile, operator, value] = match;
  const isPercentile = method.startsWith('p(');
  const parsed = {
    source: source.trim(),
    aggregation: isPercentile ? 'p' : method,
    operator,
    value: Number(value),
  };
  if (isPercentile) {
    parsed.percentile = Number(percentile);
    if (parsed.percentile > 100) throw new Error(`Percentile above 100 in ${source}`);
  }
  return parsed;
}

/** `http_req_duration{name:page}` -> { metric: 'http_req_duration', tags: { name: 'page' } }. */
export function parseMetricKey(key) {
  const match = METRIC_KEY.exec(key.trim());
  if (!match) throw new Error(`Not a metric name: ${key}`);
  const [, metric, tagText] = match;
  const tags = {};
  for (const pair of (tagText ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const colon = pair.indexOf(':');
    if (colon <= 0) throw new Error(`Not a tag filter (tag:value) in ${key}`);
    tags[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
  }
  if (!METRIC_TYPES[metric]) throw new Error(`Unknown metric ${metric} in ${key}`);
  return { metric, tags };
}

/** The p-th percentile of ascending values, interpolated between the closest ranks. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/**
 * The value of an aggregation over a metric's samples: a trend's ascending values (ms), a rate's
 * 0/1 values, or a counter's { count, seconds }.
 */
export function aggregate(type, samples, threshold) {
  const { aggregation } = threshold;
  if (!AGGREGATIONS[type].includes(aggregation))
    throw new Error(`${threshold.source}: ${aggregation} does not apply to a ${type} metric`);
  if (type === 'counter')
    return aggregation === 'count' ? samples.count : samples.count / samples.seconds;
  if (type === 'rate')
    return samples.length === 0 ? NaN : samples.filter(Boolean).length / samples.length;
  switch (aggregation) {
    case 'avg':
      return samples.length === 0 ? NaN : samples.reduce((sum, v) => sum + v, 0) / samples.length;
    case 'min':
      return samples.length === 0 ? NaN : samples[0];
    case 'max':
      return samples.length === 0 ? NaN : samples[samples.length - 1];
    case 'med':
      return percentile(samples, 50);
    default:
      return percentile(samples, threshold.percentile);
  }
}

/** Whether `actual` satisfies the threshold (no sample at all never does). */
export function holds(threshold, actual) {
  if (Number.isNaN(actual)) return false;
  const { operator, value } = threshold;
  switch (operator) {
    case '<':
      return actual < value;
    case '<=':
      return actual <= value;
    case '>':
      return actual > value;
    case '>=':
      return actual >= value;
    case '==':
    case '===':
      return actual === value;
    case '!=':
      return actual !== value;
    default:
      throw new Error(`Unknown operator ${operator}`);
  }
}

/**
 * Judges every threshold of a scenario. `samplesOf(metric, tags, type)` answers the samples of
 * that metric filtered by those tags, in the shape `aggregate` takes.
 */
export function evaluateThresholds(thresholds, samplesOf) {
  const results = [];
  for (const [key, expressions] of Object.entries(thresholds)) {
    const { metric, tags } = parseMetricKey(key);
    const type = METRIC_TYPES[metric];
    const samples = samplesOf(metric, tags, type);
    for (const expression of expressions) {
      const threshold = parseThreshold(expression);
      const actual = aggregate(type, samples, threshold);
      results.push({
        metric: key,
        threshold: threshold.source,
        actual,
        ok: holds(threshold, actual),
      });
    }
  }
  return results;
}
