import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  errorResponseSchema,
  forgotPasswordRequestSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@tessera/contracts';
import { ApiDoc, Public, ZodPipe } from '@tessera/platform';
import { PasswordResetService, RESET_REQUESTED_MESSAGE } from './password-reset.service.js';

const tag = 'auth';

/** An owner who forgot their password: a link by e-mail, then the new password. */
@Controller('api/auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(202)
  @ApiDoc({
    tag,
    summary:
      "E-mail a link to choose a new password (the same answer whether or not it's an account)",
    body: forgotPasswordRequestSchema,
    responses: { 202: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
  })
  async forgotPassword(
    @Body(new ZodPipe(forgotPasswordRequestSchema)) body: ForgotPasswordRequest,
    @Ip() ip: string,
  ) {
    await this.resets.request(body.email, ip);
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary:
      "Choose a new password with an e-mailed link's token (signs the account out everywhere)",
    body: resetPasswordRequestSchema,
    responses: { 200: messageResponseSchema, 400: errorResponseSchema },
  })
  async resetPassword(@Body(new ZodPipe(resetPasswordRequestSchema)) body: ResetPasswordRequest) {
    await this.resets.reset(body.token, body.password);
    return { message: 'Your password is changed. Sign in with the new one.' };
  }
}
