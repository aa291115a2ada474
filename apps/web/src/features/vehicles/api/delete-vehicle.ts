import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vehicle } from '@sudsy/domain/vehicle';
import { ApiError, apiFetch } from '@/lib/api-client';
import { ownerVehiclesQueryKey } from '@/lib/owner-vehicles';

export async function deleteVehicle(id: string): Promise<void> {
  try {
    await apiFetch(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (error) {
    // 204 has no JSON body, which apiFetch reports as an unexpected answer; it is the success.
    if (error instanceof ApiError && error.code === 'invalid_response' && error.status === 204) return;
    throw error;
  }
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Vehicle[]>(ownerVehiclesQueryKey, (vehicles) => vehicles?.filter((vehicle) => vehicle.id !== id));
    },
  });
}
