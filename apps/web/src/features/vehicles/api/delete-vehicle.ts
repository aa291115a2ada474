import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Vehicle } from '@sudsy/domain/vehicle';
import { apiFetch } from '@/lib/api-client';
import { ownerVehiclesQueryKey } from '@/lib/owner-vehicles';

export async function deleteVehicle(id: string): Promise<void> {
  await apiFetch(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Vehicle[]>(ownerVehiclesQueryKey, (vehicles) =>
        vehicles?.filter((vehicle) => vehicle.id !== id),
      );
    },
  });
}
