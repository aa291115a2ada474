import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createRouter } from '../../http/router';
import type { Geocoder } from '../../platform/geocoder/geocoder';
import { filesRoutes } from '../../platform/storage/files-route';
import type { Storage } from '../../platform/storage/storage';
import { areaRoutes } from './area-routes';
import { galleryRoutes } from './gallery-routes';
import { profileRoutes } from './profile-routes';

export type WasherSetupDeps = { db: Db; storage: Storage; geocoder: Geocoder; logger: Logger; maps: Config['maps'] };

/** The washer's profile and gallery, the maps endpoints the setup's Service Area uses, and the stored files. */
export function washerSetupRoutes({ db, storage, geocoder, logger, maps }: WasherSetupDeps) {
  return createRouter()
    .route('/', profileRoutes(db, geocoder))
    .route('/', galleryRoutes({ db, storage, logger }))
    .route('/', areaRoutes(geocoder, maps))
    .route('/', filesRoutes(storage));
}
