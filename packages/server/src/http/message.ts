/** A handler's data together with the success message the envelope should carry. */
export class WithMessage<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export const withMessage = <T>(data: T, message: string): WithMessage<T> => new WithMessage(data, message);

export const DEFAULT_SUCCESS_MESSAGE = 'Success';
