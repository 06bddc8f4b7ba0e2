// Object.freeze is shallow; content is nested (stones inside pages, rows inside tables), and a
// component mutating a shared array would leak into every other page rendered by the same process.
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) {
      deepFreeze((value as Record<PropertyKey, unknown>)[key]);
    }
  }
  return value;
}
