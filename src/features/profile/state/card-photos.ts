import { CARD_PHOTOS_DATABASE } from '../../../core/storage/patient-databases';

/**
 * Insurance card photos, kept only in this browser (spec 01 §3): IndexedDB, one record per
 * patient, insurance and side; never sent to the server. The database is deleted on sign-out.
 */
export type CardSide = 'front' | 'back';

const STORE = 'photos';

export interface CardPhoto {
  uId: number;
  insuranceId: number;
  side: CardSide;
  image: Blob;
}

const keyOf = (uId: number, insuranceId: number, side: CardSide) => `${uId}:${insuranceId}:${side}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CARD_PHOTOS_DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

export async function saveCardPhoto(photo: CardPhoto): Promise<void> {
  await run('readwrite', (store) => store.put(photo, keyOf(photo.uId, photo.insuranceId, photo.side)));
}

export async function loadCardPhoto(uId: number, insuranceId: number, side: CardSide): Promise<Blob | null> {
  const found = await run<CardPhoto | undefined>('readonly', (store) => store.get(keyOf(uId, insuranceId, side)) as IDBRequest<CardPhoto | undefined>);
  return found?.image ?? null;
}

export async function removeCardPhotos(uId: number, insuranceId: number): Promise<void> {
  await run('readwrite', (store) => store.delete(IDBKeyRange.bound(keyOf(uId, insuranceId, 'back'), keyOf(uId, insuranceId, 'front'))));
}

export async function removeCardPhoto(uId: number, insuranceId: number, side: CardSide): Promise<void> {
  await run('readwrite', (store) => store.delete(keyOf(uId, insuranceId, side)));
}

/** Keeps the photos taken in the insurance form: a side left empty removes the stored one. */
export async function storeCardPhotos(uId: number, insuranceId: number, photos: Record<CardSide, Blob | null>): Promise<void> {
  for (const side of ['front', 'back'] as const) {
    const image = photos[side];
    if (image) await saveCardPhoto({ uId, insuranceId, side, image });
    else await removeCardPhoto(uId, insuranceId, side);
  }
}
