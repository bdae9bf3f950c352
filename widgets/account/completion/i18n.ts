import { defineMessages, type Translate } from '../../../core/i18n.ts';

/** Texts of the profile completion. Seed message verbatim: 'Um erro ocorreu, tente novamente'. */
export const completionMessages = defineMessages({
  'pt-BR': {
    title: 'Complete seu cadastro',
    intro:
      'Faltam alguns dados para concluir seu cadastro. Você pode parar e continuar depois de onde parou.',
    progress: 'Etapa {step} de {total}',
    progressLabel: 'Progresso do cadastro',
    stepsLabel: 'Etapas do cadastro',
    'user-data': 'Seus dados',
    'address-data': 'Endereço',
    'dealer-data': 'Concessionária',
    'success-message': 'Pronto',
    dealerIntro: 'Escolha a concessionária que vai atender você.',
    dealerRequired: 'Selecione uma concessionária',
    continue: 'Salvar e continuar',
    finish: 'Concluir cadastro',
    saving: 'Salvando…',
    retry: 'Tentar novamente',
    failure: 'Um erro ocorreu, tente novamente',
    successTitle: 'Cadastro completo!',
    successText: 'Seus dados foram salvos. Agora você aproveita tudo da sua conta.',
    requiredNote: 'Campos com * são obrigatórios.',
  },
  'es-AR': {
    title: 'Completá tu registro',
    intro:
      'Faltan algunos datos para terminar tu registro. Podés parar y seguir después desde donde lo dejaste.',
    progress: 'Paso {step} de {total}',
    progressLabel: 'Progreso del registro',
    stepsLabel: 'Pasos del registro',
    'user-data': 'Tus datos',
    'address-data': 'Domicilio',
    'dealer-data': 'Concesionario',
    'success-message': 'Listo',
    dealerIntro: 'Elegí el concesionario que te va a atender.',
    dealerRequired: 'Seleccioná un concesionario',
    continue: 'Guardar y seguir',
    finish: 'Terminar registro',
    saving: 'Guardando…',
    retry: 'Intentar de nuevo',
    failure: 'Ocurrió un error, intentá de nuevo',
    successTitle: '¡Registro completo!',
    successText: 'Tus datos se guardaron. Ya podés aprovechar toda tu cuenta.',
    requiredNote: 'Los campos con * son obligatorios.',
  },
});

/** The translator of {@link completionMessages}. */
export type CompletionT = Translate<(typeof completionMessages)['pt-BR']>;
