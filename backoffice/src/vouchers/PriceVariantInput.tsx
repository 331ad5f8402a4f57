import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import type { AdminSubscription } from '@tribuna/common/schemas/subscriptions';

/** Every price variant of every membership, as "membership – variant" (Czech names). */
export function usePriceVariantChoices() {
  const { data, isPending } = useGetList<AdminSubscription & { id: string }>('subscriptions', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const choices = (data ?? []).flatMap((subscription) =>
    subscription.prices.map((price) => ({
      id: price.uuid,
      name: `${subscription.name.cs ?? ''} – ${price.label.cs ?? ''}`,
    })),
  );
  return { choices, isPending };
}

/** A select of the price variants a voucher can be for. */
export function PriceVariantInput(props: Omit<SelectInputProps, 'choices'>) {
  const { choices, isPending } = usePriceVariantChoices();
  return <SelectInput {...props} choices={choices} isPending={isPending} translateChoice={false} />;
}
