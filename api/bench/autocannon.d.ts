// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Instance extends Promise<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
      ): this;
      on(event: 'reqError', listener: (error: Error) => void): this;
    }
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      amount?: number;
      overallRate?: number;
      connectionRate?: number;
      ignoreCoordinatedOmission?: boolean;
      requests?: (Request & { setupRequest?: (request: Request) => Request })[];
    }
    interface Histogram {
      average: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
      max: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
