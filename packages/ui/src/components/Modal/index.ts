export { Modal, useModalClose } from './Modal.tsx';
export type { ModalClose, ModalContent, ModalProps } from './Modal.tsx';
