import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { gqlRequest } from '../../../app/api-client';
import { showServerFieldErrors } from '../../../lib/forms';
import { toastSuccess } from '../../../lib/toast';
import type { FieldErrorTarget } from '../content/content-kind';
import { adminKeys } from '../keys';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { toastActionError } from '../ui/errors';
import { formatDate } from '../ui/format';
import { PageTitle } from '../ui/PageTitle';
import { QueryState } from '../ui/QueryState';
import {
  AdminCreatePromoCodeMutation,
  AdminDeletePromoCodeMutation,
  AdminPromoCodesQuery,
  AdminUpdatePromoCodeMutation,
  type PromoCode,
  type PromoCodeInput,
} from './documents';
import { PromoCodeForm } from './PromoCodeForm';
import { promoValueLabel, utcDay } from './promo-values';
import { ActionsHeader, PINNED_CELL, WideTable } from '../ui/WideTable';

const day = (iso: string | null) => (iso ? formatDate(`${utcDay(iso)}T12:00:00`) : '—');

/** /admin/promo-codes: the discount codes the billing pages accept. */
export function PromoCodesPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PromoCode | 'new' | null>(null);
  const codes = useQuery({ queryKey: adminKeys.promoCodes, queryFn: () => gqlRequest(AdminPromoCodesQuery, {}), select: (d) => d.adminPromoCodes });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.promoCodes });
  const save = useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: PromoCodeInput }) => {
      if (id) await gqlRequest(AdminUpdatePromoCodeMutation, { id, input });
      else await gqlRequest(AdminCreatePromoCodeMutation, { input });
    },
    onSuccess: () => {
      toastSuccess('The promo code has been saved.');
      setEditing(null);
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (promo: PromoCode) => (await gqlRequest(AdminDeletePromoCodeMutation, { id: promo.id })).adminDeletePromoCode,
    // A code that has been used stays, deactivated, for the invoices that name it.
    onSuccess: (deleted, promo) => {
      toastSuccess(deleted ? `${promo.code} deleted.` : `${promo.code} has been used, so it was deactivated instead of deleted.`);
      return refresh();
    },
    onError: toastActionError,
  });
  const submit = (input: PromoCodeInput, form: FieldErrorTarget) =>
    save.mutate(
      { id: editing && editing !== 'new' ? editing.id : null, input },
      { onError: (error) => void (showServerFieldErrors(form, error) || toastActionError(error)) },
    );

  return (
    <>
      <PageTitle title="Promo codes">
        <Button onClick={() => setEditing('new')}>New promo code</Button>
      </PageTitle>
      <QueryState query={codes}>
        {(codes.data ?? []).length === 0 ? (
          <Text c="dimmed">No promo codes yet.</Text>
        ) : (
          <WideTable minWidth={720} pinnedActions label="Promo codes">
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Discount</Table.Th>
                  <Table.Th>Valid from</Table.Th>
                  <Table.Th>Valid until</Table.Th>
                  <Table.Th>Used</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(codes.data ?? []).map((p) => (
                  <Table.Tr key={p.id} data-testid="promo-row">
                    <Table.Td fw={600}>{p.code}</Table.Td>
                    <Table.Td>{promoValueLabel(p)}</Table.Td>
                    <Table.Td>{day(p.valid_from)}</Table.Td>
                    <Table.Td>{day(p.valid_until)}</Table.Td>
                    <Table.Td>{p.usage_limit === null ? p.used_count : `${p.used_count} of ${p.usage_limit}`}</Table.Td>
                    <Table.Td>
                      <Badge miw="max-content" color={p.active ? 'green' : 'gray'} variant="light">
                        {p.active ? 'Active' : 'Inactive'}
                      </Badge>
                    </Table.Td>
                    <Table.Td className={PINNED_CELL}>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button size="xs" variant="default" aria-label={`Edit ${p.code}`} onClick={() => setEditing(p)}>
                          Edit
                        </Button>
                        <ConfirmButton
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${p.code}`}
                          message={`Delete ${p.code}? A code that has been used is deactivated instead.`}
                          onConfirm={() => remove.mutate(p)}
                        >
                          Delete
                        </ConfirmButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
        )}
      </QueryState>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New promo code' : 'Edit promo code'}>
        {editing !== null && (
          <PromoCodeForm
            key={editing === 'new' ? 'new' : editing.id}
            promo={editing === 'new' ? null : editing}
            pending={save.isPending}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
