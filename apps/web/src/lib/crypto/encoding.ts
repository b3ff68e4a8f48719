// The byte helpers live in packages/shared, where the sealing protocol (staff keys) uses them too.
export * from '@waha/shared/bytes';
