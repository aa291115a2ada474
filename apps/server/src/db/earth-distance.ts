import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { earthRadiusMiles } from '@sudsy/domain/constants';
import type { Coordinates } from '@sudsy/domain/washer-profile';

// Distances in SQL on the `earthdistance` extension, for queries that ask "who is near". Parameters
// are cast, as PostgreSQL cannot infer a type for `$1 / $2`. These measure from a washer's base, the
// only point the database keeps: a public answer's distance is measured in the server from the
// washer's public point instead (features/washers/public-point.ts), so here they only narrow.

const earthOf = (point: Coordinates) => sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
/** Written exactly as the GiST index on washer_profiles is, so the planner can use it. */
const earthAt = (lat: AnyColumn, lng: AnyColumn) => sql`ll_to_earth(${lat}, ${lng})`;

/**
 * A cube around `origin` holding every point within `miles`: the index condition that makes a
 * radius search read a few index pages instead of every row. It holds some points a little
 * further away too, so the distance is always checked as well.
 */
export function withinBoxSql(origin: Coordinates, miles: number, lat: AnyColumn, lng: AnyColumn): SQL<boolean> {
  return sql<boolean>`earth_box(${earthOf(origin)}, ${miles}::float8 / ${earthRadiusMiles}::float8 * earth()) @> ${earthAt(lat, lng)}`;
}

/**
 * A text[] as one parameter, written as an array literal (each element quoted): drizzle spreads a
 * JS array into a parameter per element otherwise, and a hundred parameters cost more to send and
 * plan than one.
 */
export function textArray(values: readonly string[]): SQL<string[]> {
  const literal = `{${values.map((value) => `"${value.replace(/[\\"]/g, (special) => `\\${special}`)}"`).join(',')}}`;
  return sql<string[]>`${literal}::text[]`;
}
