import { vi } from 'vitest';
import type { Vehicle } from '@sudsy/domain/vehicle';
import { fakeVehicle } from '@/test/fake-vehicle';
import { sessionFor } from '@/test/render-app';

type Overrides = { list?: () => Response; save?: () => Response; remove?: () => Response };

/** Stands in for the vehicles API at the network edge, keeping what is saved as the server does. */
export function fakeVehiclesApi(initial: Vehicle[] = [], overrides: Overrides = {}) {
  let vehicles = [...initial];
  let nextId = 1;
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/auth/get-session') return Response.json(sessionFor('owner'));
    if (method === 'GET' && url.pathname === '/api/vehicles') return overrides.list?.() ?? Response.json({ vehicles });
    if (method === 'POST' && url.pathname === '/api/vehicles') {
      if (overrides.save) return overrides.save();
      const vehicle = fakeVehicle({ ...(body as Partial<Vehicle>), id: `vehicle-${nextId++}` });
      vehicles = [vehicle, ...vehicles];
      return Response.json({ vehicle }, { status: 201 });
    }
    const match = /^\/api\/vehicles\/(.+)$/.exec(url.pathname);
    const existing = vehicles.find((vehicle) => vehicle.id === match?.[1]);
    if (match && !existing)
      return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    if (method === 'PATCH' && existing) {
      if (overrides.save) return overrides.save();
      const vehicle = { ...existing, ...(body as Partial<Vehicle>) };
      vehicles = vehicles.map((other) => (other.id === vehicle.id ? vehicle : other));
      return Response.json({ vehicle });
    }
    if (method === 'DELETE' && existing) {
      if (overrides.remove) return overrides.remove();
      vehicles = vehicles.filter((other) => other.id !== existing.id);
      return new Response(null, { status: 204 });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, vehicles: () => vehicles };
}
