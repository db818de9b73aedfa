// One entry per error code the API sends (`errorCode`), shown instead of the server's English text.
export default {
  'errors.VALIDATION_FAILED': '输入有误，请检查后重试',
  'errors.UNAUTHENTICATED': '请先登录',
  'errors.SESSION_EXPIRED': '登录已过期，请重新登录',
  'errors.FORBIDDEN': '您没有执行此操作的权限',
  'errors.NOT_FOUND': '请求的内容不存在',
  'errors.INVALID_CREDENTIALS': '邮箱或密码错误',
  'errors.ADMIN_DISABLED': '该管理员已被禁用',
  'errors.TOO_MANY_ATTEMPTS': '失败次数过多，请在 {seconds} 秒后重试。',
  'errors.WRONG_CURRENT_PASSWORD': '当前密码不正确',
  'errors.INVALID_VERIFICATION_CODE': '验证码错误或已过期',
  'errors.CODE_RECENTLY_SENT': '验证码刚刚已发送，请在 {seconds} 秒后重试。',
  'errors.WEAK_PASSWORD': '新密码强度不足',
  'errors.PASSWORD_UNCHANGED': '新密码不能与当前密码相同',
  'errors.INTERNAL_ERROR': '发生错误，请重试！',
};
