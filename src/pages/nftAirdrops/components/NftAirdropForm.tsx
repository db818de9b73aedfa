import { useMessages } from '@/locales/intl';
import React from 'react';
import { PointsField, TaprootAddressField } from '@/components/CommunityFields';
import FormModal, { type ItemFormProps } from '@/components/FormModal';
import WholeNumberField from '@/components/WholeNumberField';
import { useFormSave } from '@/hooks/useFormSave';
import { createNftAirdrop, type NftAirdropItem, type NftAirdropParams, updateNftAirdrop } from '@/services/nftAirdrops';
import { isPointsAmount } from '@/utils/points';

interface NftAirdropFormProps extends ItemFormProps {
  /** The row to edit; none to add one. */
  airdrop?: NftAirdropItem;
}

/** Adds or edits an airdrop row: a taproot address, its NFT points and level (both required), the stage and the number of NFTs. */
const NftAirdropForm: React.FC<NftAirdropFormProps> = ({ airdrop, onSaved, ...modal }) => {
  const save = useFormSave(onSaved);
  const t = useMessages('pages.nftAirdrops');

  const submit = ({ address, berries, nftNumber, nftLevel, stage }: NftAirdropParams) => {
    const body = { address: address.trim(), berries: berries.trim(), nftNumber: nftNumber ?? null, nftLevel, stage };
    return save(() => (airdrop ? updateNftAirdrop(airdrop.id, body) : createNftAirdrop(body)));
  };

  return (
    <FormModal<NftAirdropParams>
      {...modal}
      name="nftAirdrop"
      title={t(airdrop ? 'form.editTitle' : 'form.createTitle')}
      width={560}
      initialValues={
        airdrop
          ? {
              address: airdrop.address,
              berries: airdrop.berries,
              nftNumber: airdrop.nftNumber,
              nftLevel: airdrop.nftLevel,
              stage: airdrop.stage,
            }
          : { stage: 1 }
      }
      onFinish={submit}
    >
      <TaprootAddressField label={t('address')} />
      <PointsField
        name="berries"
        label={t('berries')}
        check={isPointsAmount}
        requiredMessage={t('berries.required')}
        invalidMessage={t('berries.invalid')}
      />
      <WholeNumberField
        name="nftLevel"
        label={t('nftLevel')}
        min={1}
        max={100}
        requiredMessage={t('nftLevel.required')}
      />
      <WholeNumberField name="stage" label={t('stage')} min={1} max={1000} requiredMessage={t('stage.required')} />
      <WholeNumberField name="nftNumber" label={t('nftNumber')} min={0} max={1_000_000} />
    </FormModal>
  );
};

export default NftAirdropForm;
