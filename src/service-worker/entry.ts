import { installWorker } from './worker'
import type { ServiceWorkerScope, WorkerManifest } from './worker-scope'

/** Replaced by the build with this build's manifest (src/build/service-worker.ts). */
declare const __STORE_WORKER_MANIFEST__: WorkerManifest

installWorker(self as unknown as ServiceWorkerScope, __STORE_WORKER_MANIFEST__)
