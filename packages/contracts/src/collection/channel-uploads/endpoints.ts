export const CHANNEL_UPLOAD_SORT = ['remittanceDate', 'channel', 'status', 'channelGross'] as const;
