import { describeEventBusContract } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process-event-bus.adapter.js';

const quiet = { error: () => undefined, warn: () => undefined };

describeEventBusContract('in-process', (policy) =>
  Promise.resolve(new InProcessEventBus(policy, quiet)),
);
