// Types of thresholds.js, for the TypeScript test that checks it (libs/deployment/src/load-tests).
export type MetricType = 'trend' | 'rate' | 'counter';

export type Threshold = {
  source: string;
  aggregation: 'avg' | 'min' | 'max' | 'med' | 'p' | 'count' | 'rate';
  operator: '<' | '<=' | '>' | '>=' | '==' | '===' | '!=';
  value: number;
  percentile?: number;
};

export type ThresholdExpression = string | { threshold: string; abortOnFail?: boolean };

/** A trend's ascending values, a rate's 0/1 (or boolean) values, or a counter's total. */
export type Samples = readonly number[] | readonly boolean[] | { count: number; seconds: number };

export type ThresholdResult = { metric: string; threshold: string; actual: number; ok: boolean };

export declare const METRIC_TYPES: Readonly<Record<string, MetricType>>;
export declare function parseThreshold(threshold: ThresholdExpression): Threshold;
export declare function parseMetricKey(key: string): {
  metric: string;
  tags: Record<string, string>;
};
export declare function percentile(sorted: readonly number[], p: number): number;
export declare function aggregate(type: MetricType, samples: Samples, threshold: Threshold): number;
export declare function holds(threshold: Threshold, actual: number): boolean;
export declare function evaluateThresholds(
  thresholds: Readonly<Record<string, readonly ThresholdExpression[]>>,
  samplesOf: (metric: string, tags: Record<string, string>, type: MetricType) => Samples,
): ThresholdResult[];
