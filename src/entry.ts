import { families } from '../enhancers/index';
import { startEnhancing } from './start';

// Marks for `npm run bench`: when enhancing started, and when every enhancer on the page had mounted.
void startEnhancing(families).then((lifecycle) => {
  performance.mark('enhance:started');
  return lifecycle.settled().then(() => performance.mark('enhance:settled'));
});
